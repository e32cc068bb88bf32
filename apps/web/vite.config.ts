import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

// The card image host is fixed at build time (MEDIA_URL, as for the server).
const mediaUrl = (process.env.MEDIA_URL ?? 'https://cdn.ashes.live').replace(/\/+$/, '')

/**
 * Writes a `.br` and a `.gz` copy beside every script and style sheet, once, at build time, so a
 * static file server that serves precompressed files (@fastify/static `preCompressed`) sends a
 * third of the bytes without compressing on each request.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist'
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css)$/.test(file.fileName)) continue
        const source = file.type === 'chunk' ? file.code : file.source
        const bytes = Buffer.from(source)
        const path = join(dir, file.fileName)
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }))
        writeFileSync(
          `${path}.br`,
          // Quality 9 is within a few per cent of 11 at a fraction of the build time.
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
        )
      }
    },
  }
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  define: { __MEDIA_URL__: JSON.stringify(mediaUrl) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: which files each screen's module needs, read by the server to let a
    // page's HTML preload its screen (apps/server/src/modules/pages/screen-preloads.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // Every module the entry imports statically goes into the entry itself. Left to the
        // default, the modules that lazy screens share with the entry (react, the API client,
        // stores...) became ten preloaded files of their own: the same bytes, each compressed
        // alone and each a request of its own (3 KB gzip more on the first load of /cards/).
        // The groups below gather modules shared by several screens that automatic chunking
        // split into a fragment per combination of importers.
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'] },
            // The card pieces that draw card text (links, rules text, costs) and its parser,
            // which the card list, deck pages and card pages all show: one chunk instead of the
            // five fragments the importers' combinations made (1 KB gzip less on /cards/ and on
            // a deck page). Only these modules: their dependencies (dice, icons) stay where
            // the pages that need them alone, such as the home page, can load them.
            {
              name: 'card-text',
              test: /components[\\/]cards[\\/](CardLink|RichText|CardCost|PhoenixbornSuffix|paths)\.|packages[\\/]game[\\/]src[\\/](text|user-text)/,
              includeDependenciesRecursively: false,
            },
            // Small pieces nearly every screen shows (error notice, dice, media paths, plurals)
            // and those of every list (sort controls, menus' dismissal, the infinite query):
            // a chunk each rather than a fragment per module, each compressed alone.
            {
              name: 'ui',
              test: /src[\\/]components[\\/](ErrorNotice|Dice)\.|src[\\/]lib[\\/](media|grammar)\.|packages[\\/]game[\\/]src[\\/]dice\./,
              includeDependenciesRecursively: false,
            },
            {
              name: 'lists',
              test: /src[\\/]components[\\/]SortControls\.|src[\\/]lib[\\/]useDismiss\.|infiniteQuery/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/v2': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
})
