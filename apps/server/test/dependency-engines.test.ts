// `npm ci` warns (EBADENGINE) about any installed package whose `engines.node` leaves out a Node
// version this project promises to run on; CI and the machines here run Node 20.
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import semver from 'semver'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../src/config.ts'

interface Installed {
  path: string
  version: string
  node: string | undefined
}

/** Every package installed under `dir`, nested ones included (workspace links are ours). */
function installed(dir: string): Installed[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (name.startsWith('.') || lstatSync(path).isSymbolicLink()) return []
    if (name.startsWith('@')) return installed(path)
    const manifest = join(path, 'package.json')
    if (!existsSync(manifest)) return []
    const { version, engines } = JSON.parse(readFileSync(manifest, 'utf8'))
    const node = typeof engines?.node === 'string' ? engines.node : undefined
    return [
      { path: path.slice(REPO_ROOT.length + 1), version, node },
      ...installed(join(path, 'node_modules')),
    ]
  })
}

describe('installed dependencies', () => {
  it("all run on the lowest Node version the project's engines allow", () => {
    const root = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'))
    const lowest = semver.minVersion(root.engines.node)?.version ?? ''
    expect(lowest).toMatch(/^20\./)
    const packages = installed(join(REPO_ROOT, 'node_modules'))
    expect(packages.length).toBeGreaterThan(100)
    const refusing = packages
      .filter(({ node }) => node && !semver.satisfies(lowest, node, { includePrerelease: true }))
      .map(({ path, version, node }) => `${path}@${version} needs node ${node}`)
    expect(refusing).toEqual([])
  })
})
