import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { basename, dirname, join, relative } from 'node:path'
import { waitForLock } from '@ashes/runtime'

/** How to build the web app a server serves, and what decides whether it must be rebuilt. */
export interface WebBuildPlan {
  /** The directory the server serves (WEB_DIST). */
  distDir: string
  /** Files and directories whose content decides the build. */
  inputs: string[]
  /** Whatever else is compiled into the build (MEDIA_URL). */
  settings: string
  /** Builds the app into `outDir`, an empty directory. */
  build(outDir: string): Promise<void>
  log(line: string): void
}

interface Manifest {
  /** The source hash of the build `index.html` belongs to. */
  hash: string
  /** The files of the latest builds, newest first. */
  builds: { hash: string; files: string[] }[]
}

/** Builds whose files stay, so a server started on an older one still finds its assets. */
const KEPT_BUILDS = 5

/** Inputs that never reach the build: installed packages, earlier builds, tests. */
const NOT_SOURCES = /(^|\/)(node_modules|dist)$|\.test\.[cm]?[jt]sx?$/

function filesUnder(path: string, skip?: RegExp): string[] {
  if (skip?.test(path) || !existsSync(path)) return []
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name), skip))
}

/** A hash of every input file's path and content, and of the settings. */
export function sourceHash(inputs: string[], settings: string): string {
  const hash = createHash('sha256').update(settings)
  for (const file of inputs.flatMap((input) => filesUnder(input, NOT_SOURCES))) {
    hash.update(`\0${file}\0`).update(readFileSync(file))
  }
  return hash.digest('hex')
}

/** Lock, manifest and work directory live beside the served directory, never served. */
function stateDir(distDir: string): string {
  return join(dirname(distDir), `.${basename(distDir)}-build`)
}

function readManifest(distDir: string): Manifest | undefined {
  try {
    return JSON.parse(readFileSync(join(stateDir(distDir), 'manifest.json'), 'utf8'))
  } catch {
    return undefined
  }
}

function isCurrent(distDir: string, hash: string): boolean {
  return readManifest(distDir)?.hash === hash && existsSync(join(distDir, 'index.html'))
}

/**
 * Moves a finished build into the served directory file by file (each rename is atomic), with
 * `index.html` last, so a server starting meanwhile reads either the old page or the new one,
 * and its scripts are there. Hashed assets of earlier builds stay for servers still using them.
 */
function install(outDir: string, distDir: string, files: string[]): void {
  for (const file of [...files.filter((f) => f !== 'index.html'), 'index.html']) {
    mkdirSync(dirname(join(distDir, file)), { recursive: true })
    renameSync(join(outDir, file), join(distDir, file))
  }
}

/** Records the new build and removes the files only builds older than the kept ones had. */
function record(distDir: string, hash: string, files: string[]): void {
  const builds = [{ hash, files }, ...(readManifest(distDir)?.builds ?? [])]
  const kept = builds.slice(0, KEPT_BUILDS)
  const keptFiles = new Set(kept.flatMap((build) => build.files))
  for (const file of builds.slice(KEPT_BUILDS).flatMap((build) => build.files)) {
    if (!keptFiles.has(file)) rmSync(join(distDir, file), { force: true })
  }
  const path = join(stateDir(distDir), 'manifest.json')
  writeFileSync(`${path}.tmp`, JSON.stringify({ hash, builds: kept } satisfies Manifest))
  renameSync(`${path}.tmp`, path)
}

/**
 * Builds the web app unless the served build was made from the same sources. Builds from one
 * checkout take turns under a lock file; one that waited finds the build fresh and skips it.
 */
export async function ensureWebBuild(plan: WebBuildPlan): Promise<'fresh' | 'built'> {
  const { distDir, log } = plan
  const hash = sourceHash(plan.inputs, plan.settings)
  if (isCurrent(distDir, hash)) return 'fresh'
  const state = stateDir(distDir)
  mkdirSync(state, { recursive: true })
  const lock = await waitForLock(join(state, 'lock'), (pid) =>
    log(`Waiting for the web app build of process ${pid}...`),
  )
  try {
    if (isCurrent(distDir, hash)) return 'fresh'
    const outDir = join(state, 'incoming')
    // What a build that crashed left here is of no use.
    rmSync(outDir, { recursive: true, force: true })
    await plan.build(outDir)
    const files = filesUnder(outDir).map((file) => relative(outDir, file))
    if (!files.includes('index.html')) throw new Error('The web build wrote no index.html')
    install(outDir, distDir, files)
    record(distDir, hash, files)
    rmSync(outDir, { recursive: true, force: true })
    return 'built'
  } finally {
    lock.release()
  }
}
