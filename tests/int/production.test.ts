/**
 * Production safety: `npm start` with NODE_ENV=production and no PAYLOAD_SECRET stops
 * before it builds or touches a database, and mail captured in production leaves no address or
 * link token in the log.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import nodemailer from 'nodemailer'
import { describe, expect, it } from 'vitest'

import { captureTransport } from '@/integrations/email/transport'

const root = path.resolve(import.meta.dirname, '..', '..')

const launch = (env: Record<string, string>) =>
  new Promise<{ code: number | null; output: string; ms: number }>((resolve, reject) => {
    const started = Date.now()
    const { PAYLOAD_SECRET: _secret, ...inherited } = process.env
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/run.ts', 'start'], {
      cwd: root,
      env: { ...inherited, ...env },
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code, output, ms: Date.now() - started }))
  })

describe('npm start in production', () => {
  it('refuses to start without PAYLOAD_SECRET, saying why, before any build or database', async () => {
    const secretFile = path.join(root, '.data', 'secret')
    const hadFile = existsSync(secretFile)
    const { code, output } = await launch({
      NODE_ENV: 'production',
      // a server nobody listens on: connecting would fail with ECONNREFUSED, so its absence shows
      // that no connection was tried
      DATABASE_URL: 'postgres://nobody:nothing@127.0.0.1:9/none',
    })
    expect(code).not.toBe(0)
    expect(output).toContain('PAYLOAD_SECRET is not set, and NODE_ENV is production: refusing to start.')
    expect(output).toContain('.data/secret')
    expect(output).not.toMatch(/ECONNREFUSED|Building the app|PostgreSQL|Migrat/)
    // no stack trace for a configuration mistake
    expect(output).not.toMatch(/\n\s+at /)
    expect(existsSync(secretFile)).toBe(hadFile)
  }, 30_000)
})

describe('captured mail in production', () => {
  const mail = {
    from: 'Yoga Commons <hello@example.org>',
    to: 'visitor@example.org',
    subject: 'Re: my address is visitor@example.org',
    text: 'Confirm here: http://localhost:3000/newsletter/confirm?token=s3cr3t-token',
  }

  it('logs that a message was captured and where, with no address, subject or link', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'yoga-prod-mail-'))
    try {
      const lines: string[] = []
      await nodemailer.createTransport(captureTransport(dir, (line) => lines.push(line), true)).sendMail(mail)
      const [file] = await readdir(dir)
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(/^› Mail captured \(SMTP_URL is unset\): saved as .*\.eml$/)
      expect(lines[0]).toContain(file)
      expect(lines.join('\n')).not.toMatch(/@|token|http|visitor|Re: my address/)
      // the message itself is whole: an operator opens the .eml
      expect(await readFile(path.join(dir, file!), 'utf8')).toContain('token=s3cr3t-token')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('outside production still prints the recipient and the links, to follow on a development machine', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'yoga-dev-mail-'))
    try {
      const lines: string[] = []
      await nodemailer.createTransport(captureTransport(dir, (line) => lines.push(line), false)).sendMail(mail)
      expect(lines[0]).toContain('Mail to visitor@example.org')
      expect(lines).toContain('    http://localhost:3000/newsletter/confirm?token=s3cr3t-token')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
