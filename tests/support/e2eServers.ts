/**
 * Starts every server the browser tests need at once, as one Playwright webServer entry (and
 * the servers of `npm run try:write-side`, scripts/tryWriteSide.ts).
 * Playwright starts its webServer entries one after another, waiting for each to answer; with a
 * slot of servers per worker that is eight slow starts in a row (each app starts its own embedded
 * PostgreSQL, migrates and seeds). This process starts them side by side, answers on its own
 * port once every one of them answers, and on SIGTERM stops them all and waits for them.
 *
 *   E2E_SERVERS='[{"name","command","url"|"port","env","timeout"}]' E2E_LAUNCHER_PORT=… node --import tsx tests/support/e2eServers.ts
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:http'
import net from 'node:net'

type Server = { name: string; command: string; url?: string; port?: number; env?: Record<string, string>; timeout?: number }

const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]') as Server[]
const launcherPort = Number(process.env.E2E_LAUNCHER_PORT)
const children: ChildProcess[] = []
let stopping = false

const answers = async (server: Server): Promise<boolean> => {
  if (server.url) {
    try {
      const response = await fetch(server.url, { signal: AbortSignal.timeout(5_000) })
      return response.status < 500
    } catch {
      return false
    }
  }
  return new Promise((resolve) => {
    const socket = net.connect(server.port!, '127.0.0.1')
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
}

const start = async (server: Server): Promise<void> => {
  const child = spawn(server.command, { shell: true, env: { ...process.env, ...server.env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  children.push(child)
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${server.name}] ${line}\n`)
      .join('')
  child.stdout!.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)))
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)))
  let exited: number | null = null
  child.on('exit', (code, signal) => {
    exited = code ?? (signal ? 1 : 0)
    if (!stopping) {
      console.error(`[${server.name}] exited (${code ?? signal}) while the others needed it; stopping them`)
      void stop(1)
    }
  })
  const deadline = Date.now() + (server.timeout ?? 600_000)
  while (!(await answers(server))) {
    if (exited !== null) throw new Error(`${server.name} exited (${exited}) before it answered`)
    if (Date.now() > deadline) throw new Error(`${server.name} did not answer within ${server.timeout ?? 600_000} ms`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  console.log(`[${server.name}] ready`)
}

/** SIGTERM to every server's process group; what is still running after 15 s gets SIGKILL. */
const stop = async (code: number): Promise<never> => {
  stopping = true
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null)
  const gone = running.map((child) => new Promise((resolve) => child.once('exit', resolve)))
  for (const child of running) {
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  const timer = setTimeout(() => {
    for (const child of running) {
      try {
        process.kill(-child.pid!, 'SIGKILL')
      } catch {
        // already gone
      }
    }
  }, 15_000)
  await Promise.all(gone)
  clearTimeout(timer)
  process.exit(code)
}

process.on('SIGTERM', () => void stop(0))
process.on('SIGINT', () => void stop(0))

Promise.all(servers.map(start)).then(
  () => createServer((_, response) => response.end('ready')).listen(launcherPort, '127.0.0.1'),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    void stop(1)
  },
)
