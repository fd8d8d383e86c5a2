import { spawn } from 'node:child_process'
import path from 'node:path'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { resolve } from '../../server/lexicalHooks.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const nextResolve = async (specifier: string) => ({ url: specifier, format: 'module' })

describe('the Lexical resolve hook', () => {
  afterEach(() => vi.unstubAllEnvs())

  it("sends Lexical's Node entry points to the build they would have awaited", async () => {
    vi.stubEnv('NODE_ENV', 'production')
    expect((await resolve('file:///app/node_modules/lexical/dist/Lexical.node.mjs', {}, nextResolve)).url).toBe(
      'file:///app/node_modules/lexical/dist/Lexical.prod.mjs',
    )
    vi.stubEnv('NODE_ENV', 'development')
    expect((await resolve('file:///app/node_modules/@lexical/html/dist/LexicalHtml.node.mjs', {}, nextResolve)).url).toBe(
      'file:///app/node_modules/@lexical/html/dist/LexicalHtml.dev.mjs',
    )
  })

  it('leaves every other module alone', async () => {
    for (const url of ['file:///app/node_modules/payload/dist/index.js', 'file:///app/src/lexical/thing.node.mjs']) {
      expect((await resolve(url, {}, nextResolve)).url).toBe(url)
    }
  })

  // Without the hook, a plain import of the editor exited 13 ("unsettled top-level await") in
  // most runs on Node 20; three at once, as the e2e servers start, is the harder case.
  it('lets Node settle an import of the Lexical editor, three processes at once', { timeout: 60_000 }, async () => {
    const importEditor = () =>
      new Promise<number | null>((done) => {
        const child = spawn(
          process.execPath,
          ['--import', './server/register.mjs', '--input-type=module', '-e', "await import('@payloadcms/richtext-lexical'); console.log('loaded')"],
          { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
        )
        let out = ''
        child.stdout.on('data', (chunk) => (out += chunk))
        child.on('exit', (code) => done(out.includes('loaded') ? code : -1))
      })
    expect(await Promise.all([importEditor(), importEditor(), importEditor()])).toEqual([0, 0, 0])
  })
})
