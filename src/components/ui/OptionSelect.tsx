import { selectClass } from '@/components/ui/primitives'
import type { Option } from '@/lib/options'

/** A labelled native select over SPEC options, with the value 'all' for "no filter". */
export function OptionSelect({
  label,
  allLabel,
  options,
  value,
  onChange,
}: {
  label: string
  allLabel: string
  options: Option[]
  value: string
  onChange: (value: string) => void
}) {
  return (
    <label className="grid gap-1 text-sm font-medium">
      {label}
      <select className={selectClass} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="all">{allLabel}</option>
        <Options options={options} />
      </select>
    </label>
  )
}

/** The <option>s of a SPEC option list, for any native select. */
export function Options({ options }: { options: Option[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ))
}
