/**
 * A jobs worker for bench/jobs.ts: a Payload instance of its own (own process, own pool) running
 * the app's scheduler and runner on the generation queue, as `npm run jobs` does, with a short
 * interval and no sweeps. Driven over IPC by the bench: `{ go: concurrency }` starts the runner
 * with JOBS_CONCURRENCY set to that; `{ stop: true }` stops it, answered `{ stopped: true, cpuMs }`
 * once its jobs ended (the CPU time this process used since the last stop); `{ exit: true }` ends
 * the process. Says `{ ready: true }` once Payload is up.
 *
 *   spawned by bench/jobs.ts: node --import ./server/register.mjs --import tsx bench/jobsWorker.ts
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { GENERATION_QUEUE } from '@/jobs/queues'
import { startJobScheduler } from '@/jobs/scheduler'

type Message = { go?: number; stop?: boolean; exit?: boolean }

const send = (message: object) => process.send?.(message)

const payload = await getPayload({ config })
let scheduler: ReturnType<typeof startJobScheduler> | undefined
let since = process.cpuUsage()
let last = process.cpuUsage()

process.on('message', (message: Message) => {
  void (async () => {
    if (message.go) {
      process.env.JOBS_CONCURRENCY = String(message.go)
      scheduler = startJobScheduler(payload, [{ queue: GENERATION_QUEUE, everyMs: 200 }])
    } else if (message.stop) {
      await scheduler?.stop()
      scheduler = undefined
      const cpu = process.cpuUsage(last)
      last = process.cpuUsage()
      send({ stopped: true, cpuMs: (cpu.user + cpu.system) / 1000 })
    } else if (message.exit) {
      await scheduler?.stop()
      await payload.destroy()
      process.exit(0)
    }
  })()
})
send({ ready: true })
