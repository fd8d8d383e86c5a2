/** Timing helpers shared by the benchmarks. */
import { performance } from 'node:perf_hooks'

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

/** p50 and p95 of `runs` calls after a short warm-up. */
export const time = async (fn: () => Promise<unknown>, runs: number, warmUp = 5) => {
  const samples: number[] = []
  for (let i = 0; i < warmUp; i++) await fn()
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await fn()
    samples.push(performance.now() - start)
    if (process.env.BENCH_VERBOSE) console.log(i, Math.round(performance.now() - start))
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) }
}
