/** '3 of 9 lessons done' as a bar (the words sit beside it; the bar itself is a progressbar for screen readers). */
export function ProgressBar({ done, total }: { done: number; total: number }) {
  const percent = total > 0 ? Math.round((done / total) * 100) : 0
  return (
    <div
      role="progressbar"
      aria-label="Lessons done"
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={done}
      aria-valuetext={`${done} of ${total} lessons done`}
      className="h-2.5 w-full overflow-hidden rounded-full bg-sand-200"
    >
      <div className="h-full rounded-full bg-sage-700 transition-[width] duration-300" style={{ width: `${percent}%` }} />
    </div>
  )
}
