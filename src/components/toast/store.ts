/**
 * The toast queue: one toast at a time (a new one replaces the old), 5000 ms on
 * screen by default, and a closed toast is forgotten after 1000000 ms.
 */
export type ToastVariant = 'default' | 'destructive' | 'success'
export type ToastInput = { title: string; description?: string; variant?: ToastVariant; duration?: number }
export type ToastItem = ToastInput & { id: string; open: boolean }

export const TOAST_LIMIT = 1
export const TOAST_DURATION = 5000
export const TOAST_REMOVE_DELAY = 1_000_000

/** The same empty list on the server, while hydrating and after: no re-render right after hydration. */
const serverToasts: ToastItem[] = []
let toasts: ToastItem[] = serverToasts
let counter = 0
const listeners = new Set<() => void>()
const removals = new Map<string, ReturnType<typeof setTimeout>>()

const emit = (next: ToastItem[]) => {
  toasts = next
  for (const listener of listeners) listener()
}

export const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
export const getToasts = () => toasts
export const getServerToasts = () => serverToasts

export const dismissToast = (id: string) => {
  emit(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)))
  if (!removals.has(id)) {
    removals.set(
      id,
      setTimeout(() => {
        removals.delete(id)
        emit(toasts.filter((item) => item.id !== id))
      }, TOAST_REMOVE_DELAY),
    )
  }
}

export const toast = (input: ToastInput): string => {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER
  const id = String(counter)
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT))
  return id
}

const AFTER_LOAD_KEY = 'yc-toast-after-load'

/** A toast for the page the browser loads next (a full load after signing in or out): shown once, there. */
export const toastAfterLoad = (input: ToastInput): void => {
  try {
    sessionStorage.setItem(AFTER_LOAD_KEY, JSON.stringify(input))
  } catch {
    // storage off: the page still loads, without the note
  }
}

/** Shows the toast the previous page left for this one, if any (LazyToaster, once per load). */
export const showToastLeftForThisPage = (): void => {
  try {
    const raw = sessionStorage.getItem(AFTER_LOAD_KEY)
    if (!raw) return
    sessionStorage.removeItem(AFTER_LOAD_KEY)
    const input = JSON.parse(raw) as ToastInput
    if (typeof input?.title === 'string') toast(input)
  } catch {
    // storage off or a malformed note: nothing to show
  }
}
