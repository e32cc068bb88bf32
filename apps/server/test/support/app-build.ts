// The web app's real production build, with its server build (apps/web/build.mjs), for the tests
// of pages the server renders with the app's own components: built once per test run, by the
// first test file that asks, into the directory the run's global set-up made (app-build-dir.ts).
// Test files in other workers wait on ensureWebBuild's lock and find the build fresh.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { REPO_ROOT } from '@ashes/runtime'
import { inject } from 'vitest'
import { ensureWebBuild } from '../../src/start/web-build.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    appBuildDir: string
  }
}

/** A player's build: not under the test runner's NODE_ENV=test, which builds React's dev copy. */
function buildEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST'),
    ),
  )
}

function build(outDir: string): Promise<void> {
  const args = ['run', '--silent', 'build', '--workspace', 'apps/web', '--']
  const child = spawn('npm', [...args, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: REPO_ROOT,
    env: buildEnv(),
    stdio: 'ignore',
  })
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the web build failed (exit code ${code})`)),
    )
  })
}

/** The built app's directory, for `config.webDist`; built on the first call of the run. */
export async function appBuild(): Promise<string> {
  const distDir = inject('appBuildDir')
  // The directory is new to this run: the sources cannot change under it, one hash input does.
  await ensureWebBuild({
    distDir,
    inputs: [join(REPO_ROOT, 'apps/web/index.html')],
    settings: '',
    build,
    log: () => {},
  })
  return distDir
}
