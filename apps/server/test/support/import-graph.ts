// The server's imports between its folders, read with the TypeScript compiler's own parser, so
// `import type`, `export … from`, `import('…')` types and dynamic imports all count: a type-only
// import vanishes at run time, but it still ties the two folders' code together.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

/**
 * The layers of modules/README.md, bottom first, and the folders (or root files) each holds.
 * A file's unit is `modules/<feature>` inside modules/, else the first entry of its path.
 */
const LAYERS: readonly (readonly string[])[] = [
  ['config.ts', 'config'],
  ['db'],
  ['http'],
  ['modules/*'],
  ['context.ts', 'app.ts', 'server.ts', 'start', 'cli'],
]

/** An import from one unit of the server to another, with the files that make it. */
export interface Arrow {
  from: string
  to: string
  files: string[]
}

/** Every source file under `dir`. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx|mts|mjs|js)$/.test(entry.name) ? [path] : []
  })
}

/** Every module specifier a source text names, type-only ones included. */
export function specifiersOf(text: string, name = 'source.ts'): string[] {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      found.push(node.moduleSpecifier.text)
    else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference)
    )
      found.push((node.moduleReference.expression as ts.StringLiteral).text)
    else if (ts.isImportTypeNode(node)) {
      const literal = ts.isLiteralTypeNode(node.argument) ? node.argument.literal : undefined
      if (literal && ts.isStringLiteral(literal)) found.push(literal.text)
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [first] = node.arguments
      if (first && ts.isStringLiteralLike(first)) found.push(first.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** The file a relative specifier names (`./x.ts`, `./x.js` for `./x.ts`, `./x` for `./x/index.ts`). */
function resolveFile(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined
  const base = resolve(dirname(from), specifier)
  const candidates = [base, base.replace(/\.m?js$/, '.ts'), `${base}.ts`, join(base, 'index.ts')]
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile())
}

/** The unit of a path relative to src: `modules/decks`, `db`, `config.ts`… */
function unitOf(path: string): string {
  const parts = path.split('/')
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`
  if (parts[0] === 'config') return 'config.ts'
  return parts[0] ?? path
}

/** The layer of a unit (its index in LAYERS), or undefined for a unit outside them. */
function layerOf(unit: string): number | undefined {
  const index = LAYERS.findIndex((units) =>
    units.some(
      (name) => name === unit || (name.endsWith('/*') && unit.startsWith(name.slice(0, -1))),
    ),
  )
  return index < 0 ? undefined : index
}

/** The arrows between the units of the source tree at `src`. */
export function importArrows(src: string): Arrow[] {
  const arrows = new Map<string, Arrow>()
  for (const file of sourceFiles(src)) {
    const from = unitOf(relative(src, file))
    for (const specifier of specifiersOf(readFileSync(file, 'utf8'), file)) {
      const target = resolveFile(file, specifier)
      if (!target || relative(src, target).startsWith('..')) continue
      const to = unitOf(relative(src, target))
      if (to === from) continue
      const key = `${from} -> ${to}`
      const arrow = arrows.get(key) ?? { from, to, files: [] }
      const name = relative(src, file)
      if (!arrow.files.includes(name)) arrow.files.push(name)
      arrows.set(key, arrow)
    }
  }
  return [...arrows.values()]
}

/** The arrows from a lower layer to a higher one, named `from -> to`. */
export function backArrows(arrows: Arrow[]): Arrow[] {
  return arrows.filter((arrow) => (layerOf(arrow.from) ?? 0) < (layerOf(arrow.to) ?? 0))
}

/**
 * The cycles among the units of one layer (strongly connected components of its arrows, Tarjan's
 * algorithm), each as its units in order of name. A cycle across layers always holds an arrow
 * running back up, which `backArrows` names.
 */
export function folderCycles(arrows: Arrow[]): string[][] {
  const next = new Map<string, string[]>()
  for (const { from, to } of arrows) {
    if (layerOf(from) !== layerOf(to)) continue
    next.set(from, [...(next.get(from) ?? []), to])
  }
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const cycles: string[][] = []
  const connect = (unit: string) => {
    index.set(unit, index.size)
    low.set(unit, index.get(unit) ?? 0)
    stack.push(unit)
    for (const to of next.get(unit) ?? []) {
      if (!index.has(to)) {
        connect(to)
        low.set(unit, Math.min(low.get(unit) ?? 0, low.get(to) ?? 0))
      } else if (stack.includes(to)) low.set(unit, Math.min(low.get(unit) ?? 0, index.get(to) ?? 0))
    }
    if (low.get(unit) !== index.get(unit)) return
    const component: string[] = []
    for (;;) {
      const top = stack.pop() as string
      component.push(top)
      if (top === unit) break
    }
    if (component.length > 1) cycles.push(component.sort())
  }
  for (const unit of next.keys()) if (!index.has(unit)) connect(unit)
  return cycles
}
