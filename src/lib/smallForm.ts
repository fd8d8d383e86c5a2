'use client'

/**
 * The part of react-hook-form's `useForm` the public forms use (/contact, /login, /register),
 * without its ~13 kB in their first load: uncontrolled inputs through `register`, a resolver
 * (the lazily loaded zod rules of src/lib/lazyResolver.ts) run on submit, then again on every
 * change once a submit has failed (react-hook-form's onSubmit / reValidateMode onChange), focus
 * on the first field in error, `formState.errors` and `isSubmitting`, and `reset`.
 */
import { useRef, useState, type BaseSyntheticEvent } from 'react'
import type { FieldValues, Resolver } from 'react-hook-form'

type Errors<T> = Partial<Record<keyof T, { message?: string }>>
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

export function useForm<T extends FieldValues>({ resolver, defaultValues }: { resolver: Resolver<T>; defaultValues: T }) {
  const fields = useRef(new Map<keyof T, Field>())
  const defaults = useRef(defaultValues)
  const [errors, setErrors] = useState<Errors<T>>({})
  const [isSubmitting, setSubmitting] = useState(false)
  const submitted = useRef(false)

  const values = (): T => {
    const out: Record<string, string> = { ...defaults.current }
    for (const [name, element] of fields.current) out[name as string] = element.value
    return out as T
  }
  const validate = async () => {
    const names = [...fields.current.keys()] as string[]
    const result = await resolver(values(), undefined, { fields: {}, names: names as never, shouldUseNativeValidation: false, criteriaMode: 'firstError' })
    const found: Errors<T> = {}
    for (const name of names) {
      const error = (result.errors as Record<string, { message?: unknown } | undefined>)[name]
      if (error) found[name as keyof T] = { message: typeof error.message === 'string' ? error.message : undefined }
    }
    return { values: result.values as T, errors: found }
  }

  const register = (name: keyof T & string) => ({
    name,
    ref: (element: Field | null) => {
      if (!element) return
      if (!fields.current.has(name)) element.value = String(defaults.current[name] ?? '')
      fields.current.set(name, element)
    },
    onChange: async () => {
      if (!submitted.current) return
      const { errors: found } = await validate()
      setErrors((before) => (before[name]?.message === found[name]?.message ? before : { ...before, [name]: found[name] }))
    },
    onBlur: () => undefined,
  })

  const handleSubmit = (onValid: (values: T) => unknown) => async (event?: BaseSyntheticEvent) => {
    event?.preventDefault()
    setSubmitting(true)
    try {
      submitted.current = true
      const checked = await validate()
      setErrors(checked.errors)
      const first = [...fields.current].find(([name]) => checked.errors[name])
      if (first) {
        first[1].focus()
        return
      }
      await onValid(checked.values)
    } finally {
      setSubmitting(false)
    }
  }

  const reset = (next: T = defaults.current) => {
    defaults.current = next
    for (const [name, element] of fields.current) element.value = String(next[name] ?? '')
    submitted.current = false
    setErrors({})
  }

  return { register, handleSubmit, reset, formState: { errors, isSubmitting } }
}
