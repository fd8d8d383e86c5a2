import type { Payload } from 'payload'

import { aiStatus } from '@/services/ai/aiStatus'

const STATE: Record<'on' | 'off' | 'paused', { text: string; color: string }> = {
  on: { text: 'On', color: 'var(--theme-success-600, #2f7a4b)' },
  off: { text: 'Off', color: 'var(--theme-elevation-600)' },
  paused: { text: 'Paused today', color: 'var(--theme-warning-700, #9a5b00)' },
}

/**
 * In the admin (dashboard, Videos and AI usage lists): each AI feature, whether it runs, and why
 * not. Visitors never see these reasons: for them a feature that is off or paused is
 * simply absent. A server component: Payload renders it with its own `payload`.
 */
export async function AiStatusPanel({ payload }: { payload: Payload }) {
  const status = await aiStatus(payload)
  return (
    <section aria-labelledby="ai-status-heading" style={{ marginBottom: 'calc(var(--base) * 1.5)' }}>
      <h2 id="ai-status-heading" style={{ fontSize: '1.1rem', margin: '0 0 calc(var(--base) / 2)' }}>
        AI features on this site
      </h2>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'calc(var(--base) / 2)' }}>
        {status.map((entry) => (
          <li
            key={entry.feature}
            style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 'var(--style-radius-m)', padding: 'calc(var(--base) * 0.5) calc(var(--base) * 0.75)' }}
          >
            <strong>{entry.label}</strong>: <span style={{ color: STATE[entry.state].color, fontWeight: 600 }}>{STATE[entry.state].text}</span>
            <span style={{ display: 'block', color: 'var(--theme-elevation-600)', fontSize: '0.9rem' }}>{entry.reason}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
