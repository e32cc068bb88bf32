import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { REPO_ROOT } from '@ashes/runtime'

const NGINX = '/usr/sbin/nginx'
const DEPLOY = join(REPO_ROOT, 'deploy/nginx')

/** nginx run from the deploy folder's files, on a port of its own, balancing `ports`. */
export interface Nginx {
  url: string
  /** Marks the server on `port` down (or up again) and reloads; resolves once old workers are gone. */
  setDown(port: number, down: boolean): Promise<void>
  stop(): Promise<void>
}

/**
 * deploy/nginx/ashes.conf's upstream block with the servers' addresses replaced by `ports`, in
 * order: the same parameters (max_fails, fail_timeout) as the file a site installs.
 */
function upstreamFor(ports: number[], down: Set<number>): string {
  const site = readFileSync(join(DEPLOY, 'ashes.conf'), 'utf8')
  const block = site.match(/upstream ashes \{[\s\S]*?\n\}/)?.[0]
  if (!block) throw new Error('deploy/nginx/ashes.conf has no upstream ashes block')
  let index = 0
  return block.replace(/server 127\.0\.0\.1:\d+([^;]*);/g, (_line, params: string) => {
    const port = ports[index++]
    return `server 127.0.0.1:${port}${params}${down.has(port as number) ? ' down' : ''};`
  })
}

/** The pids of the processes nginx's master runs (its workers, old and new). */
function childrenOf(masterPid: number): number[] {
  const children: number[] = []
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === masterPid) {
        children.push(Number(pid))
      }
    } catch {
      // The process ended while being read.
    }
  }
  return children
}

export async function startNginx(dir: string, port: number, ports: number[]): Promise<Nginx> {
  if (!existsSync(NGINX)) {
    throw new Error(`${NGINX} is missing: apt-get install -y nginx (npm test installs it)`)
  }
  mkdirSync(dir, { recursive: true })
  // nginx's workers run as nobody when started as root; they write request bodies here.
  chmodSync(dir, 0o777)
  const down = new Set<number>()
  const writeUpstream = () => writeFileSync(join(dir, 'upstream.conf'), upstreamFor(ports, down))
  writeUpstream()
  const conf = join(dir, 'nginx.conf')
  writeFileSync(
    conf,
    `worker_processes 2;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/upstream.conf;
  server {
    listen 127.0.0.1:${port};
    include ${DEPLOY}/ashes-proxy.conf;
  }
}
`,
  )
  const args = ['-p', dir, '-e', join(dir, 'error.log'), '-c', conf]
  const test = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' })
  if (test.status !== 0) throw new Error(`nginx -t: ${test.stderr}`)
  const master: ChildProcess = spawn(NGINX, args, { stdio: 'ignore' })
  const exited = new Promise((resolve) => master.once('exit', resolve))
  const url = `http://127.0.0.1:${port}`
  for (let tries = 0; ; tries++) {
    if ((await fetch(`${url}/health-check`).catch(() => undefined))?.status) break
    if (tries > 200) throw new Error('nginx did not answer')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return {
    url,
    async setDown(serverPort, isDown) {
      if (isDown) down.add(serverPort)
      else down.delete(serverPort)
      writeUpstream()
      const masterPid = master.pid as number
      const before = childrenOf(masterPid)
      const reload = spawnSync(NGINX, [...args, '-s', 'reload'], { encoding: 'utf8' })
      if (reload.status !== 0) throw new Error(`nginx -s reload: ${reload.stderr}`)
      // Done when every worker of the old configuration has finished its requests and ended,
      // and new ones serve.
      for (;;) {
        const now = childrenOf(masterPid)
        if (!now.some((pid) => before.includes(pid)) && now.length > 0) break
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    async stop() {
      master.kill('SIGQUIT')
      await exited
    },
  }
}
