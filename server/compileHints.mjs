// @ts-check
/**
 * Chrome compiles a script's functions lazily, on the main thread, the first time each is called.
 * Starting a page calls nearly every function in the scripts it loads first (React, Next's
 * router, the layout's and the page's components), so that compiling came to about half of the
 * task that starts the page: 37–48 ms of 44 here, which Lighthouse's 4× slower phone turns into
 * 150–190 ms, more than the whole Total Blocking Time allowed.
 *
 * `//# allFunctionsCalledOnLoad` as a script's first line (V8's explicit compile hint, Chrome 136+)
 * has Chrome compile the whole file while it downloads, on a background thread. That task is then
 * 16–27 ms. Browsers without the hint read a comment.
 *
 *   firstLoadScripts(nextDir)  the scripts public pages load first: Next's shared ones
 *                              (build-manifest.json) and each public route's own (its client
 *                              reference manifest); not the admin's, nor what loads later
 *   addCompileHints(nextDir)   puts the hint at the top of each, once (after `next build`, and
 *                              again at each start, where it finds them done)
 *
 * Plain JavaScript: run by server/precompressStatic.mjs, before the files are compressed.
 */
import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { walk } from './staticFiles.mjs'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** the route group of the public site (the admin is in `(payload)`) */
const PUBLIC_ROUTES = path.join('server', 'app', '(frontend)')
const MANIFEST_SUFFIX = '_client-reference-manifest.js'

/**
 * A client reference manifest is a script that sets one entry of `globalThis.__RSC_MANIFEST`:
 * its JSON is read from it rather than run.
 * @param {string} file
 * @returns {string[]} the manifest's `entryJSFiles`, e.g. `static/chunks/0b-axjf5sfqe5.js`
 */
const entryScripts = (file) => {
  const text = readFileSync(file, 'utf8')
  const start = text.indexOf('] = ')
  if (start < 0) return []
  const json = text.slice(start + 4).trim().replace(/;$/, '')
  /** @type {{ entryJSFiles?: Record<string, string[]> }} */
  const manifest = JSON.parse(json)
  return Object.values(manifest.entryJSFiles ?? {}).flat()
}

/**
 * @param {string} nextDir the build (`.next`)
 * @returns {string[]} absolute paths of the scripts public pages load first, each once
 */
export const firstLoadScripts = (nextDir) => {
  /** @type {Set<string>} paths relative to nextDir, e.g. `static/chunks/x.js` */
  const scripts = new Set()
  const buildManifest = path.join(nextDir, 'build-manifest.json')
  if (existsSync(buildManifest)) {
    /** @type {{ rootMainFiles?: string[] }} */
    const manifest = JSON.parse(readFileSync(buildManifest, 'utf8'))
    for (const file of manifest.rootMainFiles ?? []) scripts.add(file)
  }
  const routes = path.join(nextDir, PUBLIC_ROUTES)
  if (existsSync(routes)) {
    for (const file of walk(routes)) if (file.endsWith(MANIFEST_SUFFIX)) for (const script of entryScripts(file)) scripts.add(script)
  }
  return [...scripts]
    .filter((file) => file.startsWith('static/') && file.endsWith('.js') && !file.includes('..'))
    .map((file) => path.join(nextDir, file))
    .filter((file) => existsSync(file))
}

/**
 * Puts the compile hint on the first line of each of firstLoadScripts(nextDir) that lacks it.
 * Each is written aside and renamed into place, so a server starting meanwhile reads the file
 * whole, before or after.
 * @param {string} nextDir
 * @returns {{ scripts: number, added: number }} how many scripts public pages load first, and how many got the hint now
 */
export const addCompileHints = (nextDir) => {
  const scripts = firstLoadScripts(nextDir)
  let added = 0
  for (const file of scripts) {
    const text = readFileSync(file, 'utf8')
    if (text.startsWith(COMPILE_HINT)) continue
    const temporary = `${file}.${process.pid}.tmp`
    writeFileSync(temporary, COMPILE_HINT + text, { mode: statSync(file).mode })
    renameSync(temporary, file)
    added += 1
  }
  return { scripts: scripts.length, added }
}
