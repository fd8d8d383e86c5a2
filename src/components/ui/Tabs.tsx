'use client'

import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'

/**
 * Tabs as the WAI-ARIA pattern has them (automatic activation): one tab stop for the list,
 * the arrow keys (and Home, End) move between the tabs and choose, each tab controls its panel,
 * and only the chosen panel is rendered, focusable, and labelled by its tab. `data-state`
 * (active / inactive) styles them.
 *
 * Why not Radix Tabs: on /search, the one page with tabs, it weighed 6 kB gzipped (its roving
 * focus and collection code), and /search was over the 174 kB first-load JavaScript budget.
 */
export function Tabs<T extends string>({
  value,
  onValueChange,
  tabs,
  label,
  listClassName,
  tabClassName,
  panelClassName,
  children,
}: {
  value: T
  onValueChange: (value: T) => void
  tabs: { value: T; label: ReactNode }[]
  /** the list's accessible name */
  label: string
  listClassName?: string
  tabClassName?: string
  panelClassName?: string
  /** the chosen tab's panel content */
  children: ReactNode
}) {
  const id = useId()
  const list = useRef<HTMLDivElement>(null)
  const tabId = (tab: T) => `${id}-tab-${tab}`
  const panelId = (tab: T) => `${id}-panel-${tab}`

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.value === value)
    const last = tabs.length - 1
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null
    if (next === null) return
    event.preventDefault()
    onValueChange(tabs[next]!.value)
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(tabs[next]!.value))}`)?.focus()
  }

  return (
    <>
      <div ref={list} role="tablist" aria-label={label} aria-orientation="horizontal" className={listClassName} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab.value === value
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={active}
              aria-controls={panelId(tab.value)}
              tabIndex={active ? 0 : -1}
              data-state={active ? 'active' : 'inactive'}
              className={tabClassName}
              onClick={() => onValueChange(tab.value)}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      <div role="tabpanel" id={panelId(value)} aria-labelledby={tabId(value)} tabIndex={0} data-state="active" className={panelClassName}>
        {children}
      </div>
    </>
  )
}
