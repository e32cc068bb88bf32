import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

/**
 * Serves the web build's files: its hashed assets under /assets/ through one route that looks for
 * the file when asked, the few files at its root (icons, the manifest) through a route each.
 * A route for every file made some 2,200 routes of a build folder's scripts, their .br and .gz
 * copies and maps (earlier builds' assets stay beside the newest), a third of the server's
 * start-up (issue 31 item 7); and an asset written by a newer build after the server started,
 * which a page of that build asks of any server behind the proxy during a rolling deploy, was
 * not found.
 */
export async function registerWebFiles(app: FastifyInstance, webDist: string): Promise<void> {
  // The build writes .br and .gz copies beside every script and style sheet.
  await app.register(fastifyStatic, {
    root: join(webDist, 'assets'),
    prefix: '/assets/',
    wildcard: true,
    index: false,
    preCompressed: true,
    // Built assets carry a content hash in their names: they never change.
    setHeaders: (response) =>
      response.header('Cache-Control', 'public, max-age=31536000, immutable'),
  })
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    // ssr/ is the server's own build of the app (pages/app-render.ts), no file of the site's.
    globIgnore: ['assets/**', 'ssr/**'],
    decorateReply: false,
    // The service worker and the shell it precaches are checked on every visit: a cached old
    // worker would keep players on an old build after a deploy (issue 30).
    setHeaders: (response, path) => {
      if (/(^|[\\/])(sw\.js|index\.html)$/.test(path)) response.header('Cache-Control', 'no-cache')
    },
  })
}
