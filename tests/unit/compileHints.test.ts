/**
 * Total Blocking Time: the scripts public pages load first carry V8's compile hint
 * (server/compileHints.mjs), so Chrome compiles them while they download instead of on the
 * main thread when the page starts. A build laid out as Next 16 writes it, in a temporary folder.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { addCompileHints, COMPILE_HINT, firstLoadScripts } from '../../server/compileHints.mjs'

/** a client reference manifest as Next writes it: a script setting one entry of a global */
const clientManifest = (route: string, entryJSFiles: Record<string, string[]>) =>
  `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({ moduleLoading: { prefix: '' }, clientModules: {}, entryCSSFiles: {}, entryJSFiles })};\n`

describe('compile hints on the scripts public pages load first', () => {
  let next = ''
  const chunk = (name: string) => path.join(next, 'static', 'chunks', name)
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, text)
  }

  beforeEach(() => {
    next = mkdtempSync(path.join(tmpdir(), 'yc-hints-'))
    write(path.join(next, 'build-manifest.json'), JSON.stringify({ polyfillFiles: ['static/chunks/polyfill.js'], rootMainFiles: ['static/chunks/react.js', 'static/chunks/runtime.js'] }))
    write(
      path.join(next, 'server', 'app', '(frontend)', 'poses', '(list)', 'page_client-reference-manifest.js'),
      clientManifest('/(frontend)/poses/(list)/page', {
        '[project]/src/app/(frontend)/layout': ['static/chunks/layout.js'],
        '[project]/src/app/(frontend)/poses/(list)/page': ['static/chunks/layout.js', 'static/chunks/poses.js'],
        // a stale entry pointing outside the build is never followed
        '[project]/odd': ['static/../../outside.js', 'static/chunks/gone.js'],
      }),
    )
    write(path.join(next, 'server', 'app', '(payload)', 'admin', 'page_client-reference-manifest.js'), clientManifest('/(payload)/admin/page', { '[project]/admin': ['static/chunks/admin.js'] }))
    for (const name of ['react.js', 'runtime.js', 'layout.js', 'poses.js', 'admin.js', 'polyfill.js', 'later.js']) write(chunk(name), `(globalThis.TURBOPACK||[]).push(["${name}"]);\n`)
    write(path.join(next, 'outside.js'), 'outside\n')
  })
  afterEach(() => rmSync(next, { recursive: true, force: true }))

  it("takes Next's shared scripts and each public route's own, not the admin's, the polyfills or what loads later", () => {
    const names = firstLoadScripts(next).map((file) => path.relative(next, file))
    expect(names.sort()).toEqual(['layout.js', 'poses.js', 'react.js', 'runtime.js'].map((name) => path.join('static', 'chunks', name)))
  })

  it('puts the hint on the first line of each, keeps the script as it was after it, and leaves the others alone', () => {
    expect(addCompileHints(next)).toEqual({ scripts: 4, added: 4 })
    for (const name of ['react.js', 'runtime.js', 'layout.js', 'poses.js']) {
      expect(readFileSync(chunk(name), 'utf8')).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push(["${name}"]);\n`)
    }
    for (const name of ['admin.js', 'polyfill.js', 'later.js']) expect(readFileSync(chunk(name), 'utf8')).not.toContain('allFunctionsCalledOnLoad')
    expect(readFileSync(path.join(next, 'outside.js'), 'utf8')).toBe('outside\n')
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n')
  })

  it('a second run (the next start) changes nothing, so the compressed copies stay current', () => {
    addCompileHints(next)
    const past = new Date('2026-01-01T00:00:00Z')
    utimesSync(chunk('react.js'), past, past)
    expect(addCompileHints(next)).toEqual({ scripts: 4, added: 0 })
    expect(statSync(chunk('react.js')).mtime.toISOString()).toBe(past.toISOString())
    expect(readFileSync(chunk('react.js'), 'utf8').split(COMPILE_HINT)).toHaveLength(2)
  })

  it('a folder without a build has nothing to do', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'yc-hints-empty-'))
    try {
      expect(addCompileHints(empty)).toEqual({ scripts: 0, added: 0 })
    } finally {
      rmSync(empty, { recursive: true, force: true })
    }
  })
})
