import { formatUsd } from '@/lib/donations'

/** Admin list cells for donations: "$51.81" instead of 51.81, "Monthly" instead of true. */
export function UsdCell({ cellData }: { cellData?: number | null }) {
  return <span>{typeof cellData === 'number' ? formatUsd(Math.round(cellData * 100)) : '—'}</span>
}

export function FrequencyCell({ cellData }: { cellData?: boolean | null }) {
  return <span>{cellData ? 'Monthly' : 'One-time'}</span>
}
