// `npm start` runs this before the server: it builds the web app the server serves (WEB_DIST)
// only when its sources changed since the served build, so a second start takes seconds.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { REPO_ROOT } from '@ashes/runtime'
import { loadConfig } from '../config.ts'
import { ensureWebBuild } from '../start/web-build.ts'

const readJson = (path: string) => JSON.parse(readFileSync(join(REPO_ROOT, path), 'utf8'))

/** The workspace packages the web app imports, directly or through one another. */
function importedWorkspaces(): string[] {
  const dirs = new Map<string, string>()
  for (const dir of readJson('package.json').workspaces as string[]) {
    dirs.set(readJson(`${dir}/package.json`).name, dir)
  }
  const found = new Set(['apps/web'])
  for (const dir of found) {
    for (const name of Object.keys(readJson(`${dir}/package.json`).dependencies ?? {})) {
      const workspace = dirs.get(name)
      if (workspace) found.add(workspace)
    }
  }
  return [...found]
}

const inputs = [
  'package-lock.json',
  'tsconfig.base.json',
  ...['index.html', 'vite.config.ts', 'tsconfig.json', 'public'].map((file) => `apps/web/${file}`),
  ...importedWorkspaces().flatMap((dir) => [`${dir}/package.json`, `${dir}/src`]),
].map((path) => join(REPO_ROOT, path))

/**
 * The web app's own build script, told only what a newcomer needs: warnings and errors (vite's
 * `--logLevel warn`), not npm's echo of the script (`--silent`) nor vite's table of every asset,
 * which `npm run build --workspace apps/web` still prints. A failure still shows vite's error.
 */
function viteBuild(outDir: string): Promise<void> {
  const args = [
    'run',
    '--silent',
    'build',
    '--workspace',
    'apps/web',
    '--',
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ]
  const child = spawn('npm', args, { cwd: REPO_ROOT, stdio: 'inherit' })
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The web build failed (exit code ${code}).`)),
    )
  })
}

const distDir = loadConfig().webDist
const result = await ensureWebBuild({
  distDir,
  inputs,
  // The card image host is compiled into the app.
  settings: `MEDIA_URL=${process.env.MEDIA_URL ?? ''}`,
  build: viteBuild,
  log: (line) => console.log(line),
})
console.log(
  result === 'fresh'
    ? `The web app in ${distDir} is up to date.`
    : `Built the web app into ${distDir}.`,
)
