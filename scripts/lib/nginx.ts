/**
 * nginx on this machine with the shipped page-cache configuration (deploy/nginx-cache.conf.template),
 * for `npm run two-instances` and `npm run bench:page-cache`: 127.0.0.1 only, everything (pid,
 * logs, cache, temp files) in a throwaway directory. Needs nginx (`apt-get install nginx`).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx'

export type NginxServer = { dir: string; child: ChildProcess; stop: () => Promise<void> }

/** The shipped template with its placeholders filled in (what the nginx image's envsubst does). */
export const renderCacheConfig = (values: { LISTEN: string; UPSTREAMS: string; CACHE_DIR: string; FORWARDED_FOR: string }): string => {
  const all = { ...values, SECURITY_HEADERS: path.join(root, 'deploy', 'nginx-security-headers.conf') }
  return readFileSync(path.join(root, 'deploy', 'nginx-cache.conf.template'), 'utf8').replace(
    /\$\{(LISTEN|UPSTREAMS|CACHE_DIR|FORWARDED_FOR|SECURITY_HEADERS)\}/g,
    (_, key: keyof typeof all) => all[key],
  )
}

/**
 * Starts nginx (in the foreground, as a child) with `httpBlock` inside its http {} and waits until
 * `readyPort` answers. `workers`: nginx worker processes (default 1).
 */
export const startNginx = async (httpBlock: (dir: string) => string, readyPort: number, workers = 1): Promise<NginxServer> => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'yoga-nginx-'))
  // nginx's workers run as an unprivileged user when it starts as root: they read www and write tmp, cache
  chmodSync(dir, 0o755)
  for (const sub of ['tmp', 'cache', 'www']) mkdirSync(path.join(dir, sub), { recursive: true, mode: 0o777 })
  for (const sub of ['tmp', 'cache']) chmodSync(path.join(dir, sub), 0o777)
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${dir}/tmp/${name};`).join('\n    ')
  const config = path.join(dir, 'nginx.conf')
  writeFileSync(
    config,
    `worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
    access_log off;
    ${temp}
    default_type application/octet-stream;
    sendfile on;
    keepalive_requests 100000;
${httpBlock(dir)}
}
`,
  )
  const test = spawnSync(NGINX, ['-t', '-q', '-p', dir, '-c', config], { encoding: 'utf8' })
  if (test.status !== 0) throw new Error(`nginx refused the configuration: ${test.stderr}`)
  const child = spawn(NGINX, ['-p', dir, '-c', config, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] })
  const deadline = Date.now() + 10_000
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${readyPort}/`, { signal: AbortSignal.timeout(2000) })
      break
    } catch {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`nginx did not start (see ${dir}/error.log)`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGQUIT')
      await new Promise((resolve) => {
        const timer = setTimeout(() => (child.kill('SIGKILL'), resolve(null)), 5000)
        child.once('exit', () => (clearTimeout(timer), resolve(null)))
      })
    }
    rmSync(dir, { recursive: true, force: true })
  }
  return { dir, child, stop }
}

/** The page cache of the shipped configuration in front of `appPorts`, listening on 127.0.0.1:`port`. */
export const startPageCacheProxy = (port: number, appPorts: number[]) =>
  startNginx(
    (dir) =>
      renderCacheConfig({
        LISTEN: `127.0.0.1:${port}`,
        UPSTREAMS: appPorts.map((appPort) => `server 127.0.0.1:${appPort};`).join(' '),
        CACHE_DIR: `${dir}/cache`,
        FORWARDED_FOR: '$remote_addr',
      }),
    port,
  )
