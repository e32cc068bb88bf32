// `npm ci` warns (EBADENGINE) about any installed package whose `engines.node` leaves out a Node
// version this project promises to run on; CI and the machines here run Node 20. It also warns
// about any install script the project's `allowScripts` has not reviewed (npm 11.16 and later;
// npm 12 skips such scripts).
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { REPO_ROOT } from '@ashes/runtime'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

interface Installed {
  path: string
  name: string
  version: string
  node: string | undefined
  /** Its preinstall, install and postinstall scripts, which npm runs when installing it. */
  installScripts: string[]
}

const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall']

/** Every package installed under `dir`, nested ones included (workspace links are ours). */
function installed(dir: string): Installed[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (name.startsWith('.') || lstatSync(path).isSymbolicLink()) return []
    if (name.startsWith('@')) return installed(path)
    const manifest = join(path, 'package.json')
    if (!existsSync(manifest)) return []
    const {
      name: packageName,
      version,
      engines,
      scripts,
    } = JSON.parse(readFileSync(manifest, 'utf8'))
    const node = typeof engines?.node === 'string' ? engines.node : undefined
    const installScripts = INSTALL_SCRIPTS.filter((script) => scripts?.[script])
    const entry = { path: path.slice(REPO_ROOT.length + 1), name: packageName, version, node }
    return [{ ...entry, installScripts }, ...installed(join(path, 'node_modules'))]
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

  it('run no install script the project has not reviewed in allowScripts', () => {
    const { allowScripts = {} } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'))
    const unreviewed = installed(join(REPO_ROOT, 'node_modules'))
      .filter(({ installScripts }) => installScripts.length > 0)
      .filter(
        ({ name, version }) =>
          typeof (allowScripts[`${name}@${version}`] ?? allowScripts[name]) !== 'boolean',
      )
      .map(
        ({ name, version, installScripts }) => `${name}@${version} (${installScripts.join(', ')})`,
      )
    expect(unreviewed).toEqual([])
  })
})
