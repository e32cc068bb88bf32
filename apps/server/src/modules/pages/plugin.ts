import type { FastifyInstance } from 'fastify'
import type { AppContext, ModulePlugin } from '../../context.ts'
import { registerWebFiles } from '../../http/web-files.ts'
import { loadAppRender } from './app-render.ts'
import { PageShell } from './page-shell.ts'
import { pagePreloads, readBuildManifest } from './screen-preloads.ts'
import { registerSitemapRoutes } from './sitemap.ts'
import { unavailablePage } from './unavailable-page.ts'
import { WebPages } from './web-pages.ts'

/** The web app's pages, when there is a web build: what the error handler answers a visitor. */
export interface WebSite {
  /** The build's index.html with its run-time settings. */
  index: string
  pages: WebPages
  /** The page a visitor gets while the database is out of reach. */
  unavailable: string
}

/** The pages of the web build whose index.html is `index` (see http/web-config.ts). */
export async function webPages(
  app: FastifyInstance,
  { config, cards, publicDecks }: AppContext,
  index: string,
): Promise<WebSite> {
  const preloads = pagePreloads(readBuildManifest(config.webDist))
  const shell = new PageShell(index, config.publicUrl, preloads)
  const appRender = await loadAppRender(app, config.webDist, index, config.publicUrl)
  const pages = new WebPages(app, shell, cards, publicDecks, appRender)
  return { index, pages, unavailable: unavailablePage(shell) }
}

/**
 * robots.txt and the sitemaps, and with a web build its files and home page (every other page
 * is the error handler's not-found answer, http/errors.ts, as the web app routes in the browser).
 */
export const pagesModule: ModulePlugin<AppContext & { web: WebSite | undefined }> = async (
  app,
  { web, ...ctx },
) => {
  registerSitemapRoutes(app, ctx)
  if (web === undefined) return
  await registerWebFiles(app, ctx.config.webDist)
  app.get('/', { config: { auth: 'none' }, schema: { hide: true } }, async (request, reply) =>
    reply.type('text/html; charset=utf-8').send((await web.pages.render(request.url)).html),
  )
}
