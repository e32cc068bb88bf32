import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

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

/**
 * The service worker (issue 30): it precaches the shell and every screen's chunks of this build,
 * so a reload without a network still starts the app, and a page keeps the chunks of its own
 * build until the player takes the new one (features/offline/service-worker.ts asks). Pages are
 * the server's own HTML, so navigations go to the network first; only without one does the
 * worker answer with this build's shell, which matches its precached chunks.
 */
function serviceWorker() {
  return VitePWA({
    // Registered by the app after the first load (features/offline), not by a script of the
    // plugin in the page's head.
    injectRegister: false,
    registerType: 'prompt',
    // public/manifest.webmanifest is the one manifest (scripts/draw-icons.mjs draws its icons).
    manifest: false,
    workbox: {
      globPatterns: ['index.html', 'assets/*.{js,css}', '*.{svg,png,ico,webmanifest}'],
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      // The first worker takes the page that installed it, so a reload is not needed to be
      // ready for the network to go; later ones wait for the player (registerType prompt).
      clientsClaim: true,
      runtimeCaching: [
        {
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: '/index.html' } },
        },
      ],
    },
  })
}

/**
 * The server's build of the app (`vite build --ssr src/entry-server.tsx`, build.mjs): one module
 * with everything in it (React, the router, the screens), so the server imports it from wherever
 * the build was written, with no packages to find beside it. No style sheet, worker or copies of
 * public files: the browser's build has them.
 */
const serverBuild = defineConfig({
  plugins: [react()],
  define: {
    __MEDIA_URL__: JSON.stringify(mediaUrl),
    // React (bundled here) picks its development build at run time unless NODE_ENV says
    // production, which the server never sets: a deck page rendered in 13.8 ms instead of 8.2.
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  ssr: { noExternal: true, target: 'node' },
  build: {
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: true,
    rolldownOptions: {
      checks: { bundlerTimings: false },
      output: { codeSplitting: false },
    },
  },
})

const browserBuild = defineConfig({
  plugins: [react(), tailwindcss(), precompress(), serviceWorker()],
  define: { __MEDIA_URL__: JSON.stringify(mediaUrl) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: which files each screen's module needs, read by the server to let a
    // page's HTML preload its screen (apps/server/src/modules/pages/screen-preloads.ts).
    manifest: true,
    rolldownOptions: {
      checks: {
        // A report of which plugins took the build's time: a note for whoever tunes the build,
        // which every `npm start` printed to newcomers as a warning.
        bundlerTimings: false,
      },
      onwarn(warning, warn) {
        // Tailwind's step that writes the style sheet returns no source map (an open issue,
        // tailwindlabs/tailwindcss#19930), so Rolldown warns that maps may be wrong. None is:
        // the build writes no style sheet map and no script map takes in a style sheet
        // (apps/server/test/start-up-web-build.test.ts checks both). Any other plugin's broken
        // map is still reported.
        const styleSheet = /\.css(\?|$)/.test(warning.id ?? '')
        const tailwind = warning.plugin?.startsWith('@tailwindcss/vite') === true
        if (warning.code === 'SOURCEMAP_BROKEN' && tailwind && styleSheet) return
        warn(warning)
      },
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
              test: /components[\\/]cards[\\/](CardLink|RichText|CardCost|PhoenixbornSuffix|paths|popup-place|popup-extra)\.|packages[\\/]game[\\/]src[\\/](text|user-text)/,
              includeDependenciesRecursively: false,
            },
            // Small pieces nearly every screen shows (error notice, dice and their names, media
            // paths, plurals, card stubs, the reads a kept copy answers offline, whether the page is hydrated) and those of every list (sort controls, menus'
            // dismissal, the infinite query and its hook): a chunk each rather than a fragment
            // per module, each compressed alone and each a request (web-first-load.test.ts).
            {
              name: 'ui',
              test: /src[\\/]components[\\/](ErrorNotice|Dice)\.|src[\\/]lib[\\/](media|grammar|offline-copy|hydrated)\.|packages[\\/]game[\\/]src[\\/](dice|symbols|stub)\./,
              includeDependenciesRecursively: false,
            },
            // The small pieces the deck screens share (the deck page, the lists of decks, a
            // deck's history, a player's page): the deck APIs, times, badges, likes, filters and
            // exports. Left to automatic chunking they were a dozen files under 1 KB gzip each,
            // each a request: 29 files in a deck page's first load, 16 with this group, and six
            // connections' worth of round trips each time on a slow phone network. Not the deck
            // rules nor the deck's maths: the home page takes those alone.
            {
              name: 'deck-parts',
              test: /packages[\\/]game[\\/]src[\\/](deck-export-text|buy|random)\.|src[\\/]lib[\\/](time-ago|useSubmit|useSeen)\.|src[\\/]components[\\/](TimeAgo|PlayerBadge|FigureTable|LoadWhenNear)\.|features[\\/](decks|discovery|likes|results)[\\/]api\.|features[\\/]likes[\\/](HeartIcon|sorts)\.|features[\\/]decks[\\/](listing[\\/]filters|details[\\/]DeckLoadError)\./,
              includeDependenciesRecursively: false,
            },
            {
              name: 'lists',
              test: /src[\\/]components[\\/]SortControls\.|src[\\/]lib[\\/]useDismiss\.|[iI]nfiniteQuery/,
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

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild))
