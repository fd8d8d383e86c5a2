/** Small display rules of the admin review views, pure for the unit tests. */

/** The feedback's agent text is shown cut to 60 characters. */
export const AGENT_TEXT_LIMIT = 60

/** `text` cut to `limit` characters, with an ellipsis when it was longer. */
export const truncate = (text: string | null | undefined, limit = AGENT_TEXT_LIMIT): string => {
  const value = text ?? ''
  return value.length > limit ? `${value.slice(0, limit)}…` : value
}

export type ConfidenceTone = 'green' | 'yellow' | 'red'

/** Confidence colours: at least 80 green, at least 50 yellow, else red. */
export const confidenceTone = (score: number): ConfidenceTone => (score >= 80 ? 'green' : score >= 50 ? 'yellow' : 'red')

/** Text and background of each tone with a contrast above 4.5:1 (the number is always shown too). */
export const CONFIDENCE_STYLE: Record<ConfidenceTone, { color: string; background: string; label: string }> = {
  green: { color: '#14532d', background: '#dcfce7', label: 'high' },
  yellow: { color: '#713f12', background: '#fef9c3', label: 'medium' },
  red: { color: '#7f1d1d', background: '#fee2e2', label: 'low' },
}
