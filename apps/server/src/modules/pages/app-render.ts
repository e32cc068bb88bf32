import { AsyncLocalStorage } from 'node:async_hooks'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { unescapeHtml } from './html.ts'

/** What the web app's server build renders of a page (apps/web/src/entry-server.tsx). */
export interface RenderedScreen {
  html: string
  data: [unknown, unknown][]
  /** Its queries that failed because the address names nothing (a deck that does not exist). */
  failed: unknown[]
  title: string
}

/** `missing`: the address names nothing (a deck that does not exist): its screen says so. */
interface RenderOptions {
  missing?: boolean
}

interface ServerBuild {
  renderPage(url: string, options?: RenderOptions): Promise<RenderedScreen>
  sendRequestsWith(send: typeof fetch): void
}

/**
 * Renders a page with the web app's own components. `answered`: anonymous API answers the page
 * already read (by path and query), which its render takes as they are instead of asking again.
 */
export type AppRender = (
  url: string,
  answered?: Map<string, LightMyRequestResponse>,
  options?: RenderOptions,
) => Promise<RenderedScreen>

/** The answers the render in progress was handed (each render has its own, however many run). */
const renderAnswers = new AsyncLocalStorage<Map<string, LightMyRequestResponse>>()

/** The server build's module, beside the browser's build (apps/web/build.mjs writes it). */
const SERVER_BUILD = join('ssr', 'entry-server.js')

let loads = 0

/** The page settings (meta elements named `ashes-...`) of the shell, as the browser reads them. */
function pageSettings(shell: string): Record<string, string> {
  const settings: Record<string, string> = {}
  for (const [, name = '', content = ''] of shell.matchAll(
    /<meta name="(ashes-[\w-]+)" content="([^"]*)">/g,
  )) {
    settings[name] = unescapeHtml(content)
  }
  return settings
}

/**
 * An anonymous visitor's request, answered by this server's own routes in memory (no socket,
 * the API's caches answering): the requests a screen's queries make while it renders here.
 */
function injected(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const method = (init?.method ?? 'GET') as 'GET'
    const url = String(input)
    const response =
      (method === 'GET' && renderAnswers.getStore()?.get(url)) ||
      (await app.inject({ method, url, headers: { accept: 'application/json' } }))
    return new Response(response.statusCode === 204 ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? '') },
    })
  }
}

/**
 * Loads the web build's server module, if the build has one: a module instance of this app's
 * own, as the app's settings (read once, as the browser reads its page's) are this server's.
 * `shell` is the page the browser gets, with its settings; `origin` is the site's address.
 */
export async function loadAppRender(
  app: FastifyInstance,
  webDist: string,
  shell: string,
  origin: string,
): Promise<AppRender | undefined> {
  const file = join(webDist, SERVER_BUILD)
  if (!existsSync(file)) return undefined
  const global = globalThis as { ashesPageSettings?: unknown; ashesPageOrigin?: unknown }
  global.ashesPageSettings = pageSettings(shell)
  global.ashesPageOrigin = origin
  const build = (await import(`${pathToFileURL(file).href}?app=${++loads}`)) as ServerBuild
  build.sendRequestsWith(injected(app))
  return (url, answered = new Map(), options = {}) =>
    renderAnswers.run(answered, () => build.renderPage(url, options))
}
