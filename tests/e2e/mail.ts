/**
 * The mail the app under test wrote as .eml files (it runs without SMTP_URL): the newest
 * message to an address, parsed, waiting for the outbox job to send it.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import { expect } from '@playwright/test'
import { simpleParser, type ParsedMail } from 'mailparser'

import { mailDir } from '../../playwright.config'

const addressesOf = (mail: ParsedMail): string[] =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) => to.value.map((v) => v.address ?? ''))

export const mailTo = async (address: string, subject?: RegExp): Promise<ParsedMail[]> => {
  const files = (await readdir(mailDir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort()
  const parsed = await Promise.all(files.map(async (file) => simpleParser(await readFile(path.join(mailDir, file)))))
  return parsed.filter(
    (mail) => addressesOf(mail).includes(address.toLowerCase()) && (!subject || subject.test(mail.subject ?? '')),
  )
}

/** Waits (up to 20 s) for a message to `address` and returns the newest one. */
export const waitForMail = async (address: string, subject?: RegExp): Promise<ParsedMail> => {
  let found: ParsedMail[] = []
  await expect
    .poll(async () => (found = await mailTo(address, subject)).length, { timeout: 20_000, message: `mail to ${address}` })
    .toBeGreaterThan(0)
  return found.at(-1)!
}

/** The first link in a message's text part that starts with `prefix` (a path like /newsletter/confirm). */
export const linkIn = (mail: ParsedMail, pathPrefix: string): string => {
  const links = (mail.text ?? '').match(/https?:\/\/[^\s<>"')]+/g) ?? []
  const link = links.find((candidate) => new URL(candidate).pathname.startsWith(pathPrefix))
  if (!link) throw new Error(`No ${pathPrefix} link in: ${mail.text}`)
  return link
}
