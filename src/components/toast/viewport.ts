/** The notifications region's place and size, shared by Radix's viewport and its stand-in. */
export const VIEWPORT_CLASS = 'fixed top-20 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 md:max-w-[420px]'
export const VIEWPORT_LABEL = 'Notifications ({hotkey})'
export const VIEWPORT_HOTKEY = 'F8'
