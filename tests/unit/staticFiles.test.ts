/**
 * Lighter pages: the build's scripts and CSS compressed once (server/staticFiles.mjs)
 * and sent as they are by the production server, in the encoding a browser takes.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { acceptedEncodings, IMMUTABLE, loadStaticFiles, precompressStatic, sendStaticFile } from '../../server/staticFiles.mjs'

describe('which compressed encodings a browser takes', () => {
  it('Brotli first, then gzip; q=0 refuses one; * stands for the rest', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip'])
    expect(acceptedEncodings('gzip')).toEqual(['gzip'])
    expect(acceptedEncodings('br;q=0, gzip;q=0.5')).toEqual(['gzip'])
    expect(acceptedEncodings('BR ; q=1.0')).toEqual(['br'])
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip'])
    expect(acceptedEncodings('gzip;q=0, *')).toEqual(['br'])
    expect(acceptedEncodings('identity')).toEqual([])
    expect(acceptedEncodings('')).toEqual([])
    expect(acceptedEncodings(undefined)).toEqual([])
  })
})

describe('the build files, compressed once and sent as they are', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'yc-static-'))
  const script = `/* the app */ ${'export const pose = (name) => ({ name, steps: [] });\n'.repeat(400)}`
  const css = `.card{border:1px solid}\n`.repeat(200)
  let server: Server
  let port = 0
  let throughToNext = 0

  beforeAll(async () => {
    mkdirSync(path.join(dir, 'chunks'))
    writeFileSync(path.join(dir, 'chunks', 'app.js'), script)
    writeFileSync(path.join(dir, 'chunks', 'site.css'), css)
    writeFileSync(path.join(dir, 'chunks', 'tiny.js'), 'export {}\n')
    writeFileSync(path.join(dir, 'font.woff2'), Buffer.alloc(4096, 7))
    const totals = await precompressStatic(dir)
    expect(totals.files).toBe(2)
    const files = loadStaticFiles(dir)
    server = createServer((request, response) => {
      if (sendStaticFile(request, response, files)) return
      throughToNext++
      response.end('next')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    rmSync(dir, { recursive: true, force: true })
  })

  const raw = (urlPath: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port, path: urlPath, headers, method }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
      })
        .on('error', reject)
        .end()
    })

  it('writes a Brotli and a gzip copy of each script and stylesheet of 1 kB or more, and nothing for fonts', () => {
    expect(zlib.brotliDecompressSync(readFileSync(path.join(dir, 'chunks', 'app.js.br'))).toString()).toBe(script)
    expect(zlib.gunzipSync(readFileSync(path.join(dir, 'chunks', 'app.js.gz'))).toString()).toBe(script)
    expect(zlib.brotliDecompressSync(readFileSync(path.join(dir, 'chunks', 'site.css.br'))).toString()).toBe(css)
    expect(existsSync(path.join(dir, 'chunks', 'tiny.js.br'))).toBe(false)
    expect(existsSync(path.join(dir, 'font.woff2.br'))).toBe(false)
  })

  it('sends Brotli to a browser that takes it, gzip otherwise, with the type, length and a year of caching', async () => {
    const br = await raw('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(br.status).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toBe('application/javascript; charset=UTF-8')
    expect(br.headers['cache-control']).toBe(IMMUTABLE)
    expect(br.headers.vary).toBe('Accept-Encoding')
    expect(br.headers['content-length']).toBe(String(br.body.byteLength))
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script)
    const gzip = await raw('/_next/static/chunks/app.js?dpl=1', { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(script)
    expect(br.body.byteLength).toBeLessThan(gzip.body.byteLength)
    expect(br.headers.etag).toMatch(/^"[\w-]+-br"$/)
    expect(gzip.headers.etag).toBe(String(br.headers.etag).replace('-br"', '-gzip"'))
    const stylesheet = await raw('/_next/static/chunks/site.css', { 'accept-encoding': 'br' })
    expect(stylesheet.headers['content-type']).toBe('text/css; charset=UTF-8')
    expect(zlib.brotliDecompressSync(stylesheet.body).toString()).toBe(css)
  })

  it('answers a revalidation with 304 and HEAD with the headers only', async () => {
    const first = await raw('/_next/static/chunks/app.js', { 'accept-encoding': 'br' })
    const again = await raw('/_next/static/chunks/app.js', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) })
    expect(again.status).toBe(304)
    expect(again.body.byteLength).toBe(0)
    const head = await raw('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers['content-length']).toBe(first.headers['content-length'])
    expect(head.body.byteLength).toBe(0)
  })

  it('leaves to Next a request that takes no compression, a file without copies, other methods and other paths', async () => {
    const before = throughToNext
    expect((await raw('/_next/static/chunks/app.js')).body.toString()).toBe('next')
    expect((await raw('/_next/static/chunks/app.js', { 'accept-encoding': 'identity' })).body.toString()).toBe('next')
    expect((await raw('/_next/static/chunks/tiny.js', { 'accept-encoding': 'br' })).body.toString()).toBe('next')
    expect((await raw('/_next/static/font.woff2', { 'accept-encoding': 'br' })).body.toString()).toBe('next')
    expect((await raw('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'POST')).body.toString()).toBe('next')
    expect((await raw('/_next/static/chunks/../../static/chunks/app.js', { 'accept-encoding': 'br' })).body.toString()).toBe('next')
    expect((await raw('/glossary', { 'accept-encoding': 'br' })).body.toString()).toBe('next')
    expect(throughToNext - before).toBe(7)
  })

  it('compresses again only a file changed since, and ignores a copy that is not of its file', async () => {
    const copy = path.join(dir, 'chunks', 'app.js.br')
    const made = statSync(copy).ino
    // the copy carries its file's date (within the millisecond the rule allows)
    expect(Math.abs(statSync(copy).mtimeMs - statSync(path.join(dir, 'chunks', 'app.js')).mtimeMs)).toBeLessThan(1)
    expect((await precompressStatic(dir)).files).toBe(2)
    // not written again (a new copy is renamed into place: another inode)
    expect(statSync(copy).ino).toBe(made)
    const changed = `${script}// rebuilt\n`
    writeFileSync(path.join(dir, 'chunks', 'app.js'), changed)
    // the copies are from before the file was rebuilt
    const earlier = new Date(statSync(path.join(dir, 'chunks', 'app.js')).mtimeMs - 60_000)
    for (const suffix of ['.br', '.gz']) utimesSync(path.join(dir, 'chunks', `app.js${suffix}`), earlier, earlier)
    expect(loadStaticFiles(dir).has('/_next/static/chunks/app.js')).toBe(false)
    await precompressStatic(dir)
    expect(zlib.brotliDecompressSync(readFileSync(copy)).toString()).toBe(changed)
    expect(loadStaticFiles(dir).has('/_next/static/chunks/app.js')).toBe(true)
    // replaced by an older file (copied over from another build): its copies are not its own
    const older = new Date(Date.now() - 3_600_000)
    writeFileSync(path.join(dir, 'chunks', 'app.js'), script)
    utimesSync(path.join(dir, 'chunks', 'app.js'), older, older)
    expect(loadStaticFiles(dir).has('/_next/static/chunks/app.js')).toBe(false)
    await precompressStatic(dir)
    expect(zlib.brotliDecompressSync(readFileSync(copy)).toString()).toBe(script)
    expect(readdirSync(path.join(dir, 'chunks')).filter((name) => name.endsWith('.tmp'))).toEqual([])
  })
})
