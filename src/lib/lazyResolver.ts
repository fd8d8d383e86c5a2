import type { FieldValues, Resolver } from 'react-hook-form'

/**
 * A react-hook-form resolver whose zod rules load on first use (the first submit), keeping zod
 * and its resolver out of the page's first load. It then answers exactly as `zodResolver` does.
 */
export function lazyZodResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  let resolver: Promise<Resolver<T>> | null = null
  return async (values, context, options) => {
    resolver ??= load().catch((error: unknown) => {
      resolver = null
      throw error
    })
    return (await resolver)(values, context, options)
  }
}
