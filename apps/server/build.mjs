// `npm run build:server`: the server compiled to JavaScript in apps/server/dist/, which
// `npm run start:prod` runs with plain Node (no TypeScript loader in the serving process; see
// docs/deploy.md). The server and the workspace packages it imports (@ashes/*, TypeScript) are
// bundled; the packages of node_modules stay imports, loaded from node_modules as they are.
// Code splitting keeps every dynamic import (the stand-in store, PGlite, nodemailer) a chunk of
// its own, loaded only when first needed; the worker threads' code (previews, proxies) is an
// entry of its own, so satori, resvg and pdf-lib load only in those workers.
import { readFile, rm } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const here = dirname(fileURLToPath(import.meta.url))
const outdir = join(here, 'dist')

/**
 * Files find their data beside their source (migrations, the store's style sheet, the repository
 * root, the fonts' package) through `import.meta.url`: in the bundle it names the source file
 * still, reached from the bundle's own place, so the build can move with the repository.
 */
const sourceUrls = {
  name: 'source-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8')
      if (!text.includes('import.meta.url')) return undefined
      const fromDist = JSON.stringify(relative(outdir, args.path).split('\\').join('/'))
      return {
        contents: text.replaceAll('import.meta.url', `new URL(${fromDist}, import.meta.url).href`),
        loader: 'ts',
      }
    })
  },
}

/** node_modules packages stay imports; the workspace's own packages (TypeScript) are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@ashes/') || args.path.startsWith('node:')
        ? undefined
        : { path: args.path, external: true },
    )
  },
}

await rm(outdir, { recursive: true, force: true })
await build({
  entryPoints: {
    start: join(here, 'src/cli/start.ts'),
    // The supervisor (npm start's, and WORKERS'): it runs start.js beside it in each process.
    supervise: join(here, 'src/cli/supervise.ts'),
    'draw-worker': join(here, 'src/modules/previews/draw-worker.ts'),
    'render-worker': join(here, 'src/modules/proxies/render-worker.ts'),
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  // Every chunk beside the entries: a worker's entry is found beside the code that starts it.
  chunkNames: 'chunk-[hash]',
  define: { 'import.meta.compiled': 'true' },
  plugins: [sourceUrls, externalPackages],
  logLevel: 'warning',
})
console.log(`Built the server into ${pathToFileURL(outdir).pathname}`)
