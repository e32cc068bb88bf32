import type { PagePath } from '@ashes/api'
import type { RenderedScreen } from './app-render.ts'
import { escapeHtml, unescapeHtml } from './html.ts'

/**
 * A page's head: what it tells link readers and crawlers before any script. Its content is the
 * web app's own screen (app-render.ts).
 */
export interface PageDoc {
  /** The whole document title, as the web app sets it (apps/web/src/lib/title.ts). */
  title: string
  /** Shown under the title by link previews; plain text, one line. */
  description: string
  /** The page's own path, from which the canonical URL is made. */
  path: string
  /** Path of the link-preview image (routes of modules/previews), with its `?v=` version. */
  image: string
  imageAlt: string
  type: 'website' | 'article' | 'profile'
  /** Pages only reachable through a private link are kept out of search engines. */
  noindex?: boolean
  /** A page that names nothing (Not Found): no canonical address of its own. */
  missing?: boolean
}

export const SITE_NAME = 'Ashes Deckbuilder'
export const SITE_IMAGE = '/og/site.png'
const IMAGE_WIDTH = 1200
const IMAGE_HEIGHT = 630

const TITLE = /<title>[\s\S]*?<\/title>/i
const DESCRIPTION = /<meta\s+name="description"[^>]*>/i
const ROOT = '<div id="root"></div>'
/** The id of the data block of a rendered page (apps/web/src/lib/hydration.ts reads it). */
const QUERY_STATE_ID = 'query-state'
/** The id of the block of its failed queries (apps/web/src/lib/query-failures.ts reads it). */
const QUERY_FAILURES_ID = 'query-failures'

/** A JSON data block: it runs nothing, so the page's script policy has nothing to allow. */
const dataBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`

/**
 * The web app's index.html cut, once at start, where pages put their own head tags (in place of
 * its title and description) and the app's rendered screen (inside its empty root element).
 * Everything else in the head (the theme script, the runtime settings, the style sheet) stays as
 * built, and each page costs only the joining of strings.
 */
export class PageShell {
  private readonly beforeHead: string
  private readonly betweenHeadAndBody: string
  private readonly afterBody: string
  /** What follows the root element, whose end afterBody starts with. */
  private readonly afterRoot: string
  private readonly defaultTitle: string
  /** The shell's own description, the description of pages that have none of their own. */
  readonly description: string
  private readonly defaultDescription: string
  /** The shell of pages without data of their own: the site's default preview tags added. */
  readonly defaultPage: string
  private readonly defaultPages = new Map<PagePath, string>()

  /**
   * `preloads`: head tags of each page path (its screen's chunks, screen-preloads.ts), in the
   * pages of that path.
   */
  constructor(
    readonly shell: string,
    private readonly publicUrl: string,
    private readonly preloads: Partial<Record<PagePath, string>> = {},
  ) {
    this.defaultTitle = TITLE.exec(shell)?.[0] ?? ''
    this.defaultDescription = DESCRIPTION.exec(shell)?.[0] ?? ''
    const marked = shell
      .replace(DESCRIPTION, '')
      .replace(TITLE, '\u0000')
      .replace(ROOT, '<div id="root">\u0001</div>')
    const headAt = marked.indexOf('\u0000')
    const head = headAt >= 0 ? headAt : (/^<!doctype html>/i.exec(marked)?.[0].length ?? 0)
    const rest = headAt >= 0 ? marked.slice(head + 1) : marked.slice(head)
    const bodyAt = rest.indexOf('\u0001')
    this.beforeHead = marked.slice(0, head)
    this.betweenHeadAndBody = bodyAt >= 0 ? rest.slice(0, bodyAt) : rest
    this.afterBody = bodyAt >= 0 ? rest.slice(bodyAt + 1) : ''
    this.afterRoot = this.afterBody.replace(/^<\/div>/, '')
    this.description = unescapeHtml(/content="([^"]*)"/.exec(this.defaultDescription)?.[1] ?? '')
    const siteImage = this.imageTags(SITE_IMAGE, SITE_NAME)
    const defaultHead =
      this.beforeHead +
      this.defaultTitle +
      this.defaultDescription +
      `<meta property="og:site_name" content="${SITE_NAME}"><meta property="og:type" content="website">` +
      siteImage
    const tail = this.betweenHeadAndBody + this.afterBody
    this.defaultPage = defaultHead + tail
    for (const [path, tags] of Object.entries(preloads) as [PagePath, string][]) {
      this.defaultPages.set(path, defaultHead + tags + tail)
    }
  }

  /** The default page (no data of its own) of a page path, with that path's preloads. */
  pageOf(path: PagePath): string {
    return this.defaultPages.get(path) ?? this.defaultPage
  }

  /**
   * A page the web app rendered: its head tags, the app's HTML in the root element and, after
   * it, the data the app's queries were answered with, which the browser's app takes before it
   * hydrates that HTML (apps/web/src/lib/hydration.ts), and those that failed because the
   * address names nothing, which it holds as failed (apps/web/src/lib/query-failures.ts).
   */
  renderScreen(doc: PageDoc, screen: RenderedScreen, page?: PagePath): string {
    return (
      this.beforeHead +
      this.head(doc, page) +
      this.betweenHeadAndBody +
      screen.html +
      `</div>${dataBlock(QUERY_STATE_ID, screen.data)}` +
      (screen.failed.length > 0 ? dataBlock(QUERY_FAILURES_ID, screen.failed) : '') +
      this.afterRoot
    )
  }

  /**
   * The page with its own head tags and `main` (static HTML) in the root element: the page of a
   * build without its server module (the app draws the screen once its script runs), and the
   * page shown while the database is out of reach.
   */
  render(doc: PageDoc, page?: PagePath, main = ''): string {
    return this.beforeHead + this.head(doc, page) + this.betweenHeadAndBody + main + this.afterBody
  }

  private head(doc: PageDoc, page?: PagePath): string {
    const url = escapeHtml(this.publicUrl + doc.path)
    const title = escapeHtml(doc.title)
    const description = escapeHtml(doc.description)
    return (
      `<title>${title}</title>` +
      `<meta name="description" content="${description}">` +
      (doc.noindex || doc.missing ? '<meta name="robots" content="noindex">' : '') +
      (doc.missing ? '' : `<link rel="canonical" href="${url}">`) +
      `<meta property="og:site_name" content="${SITE_NAME}">` +
      `<meta property="og:type" content="${doc.type}">` +
      `<meta property="og:title" content="${title}">` +
      `<meta property="og:description" content="${description}">` +
      (doc.missing ? '' : `<meta property="og:url" content="${url}">`) +
      this.imageTags(doc.image, doc.imageAlt) +
      (page ? (this.preloads[page] ?? '') : '')
    )
  }

  private imageTags(path: string, alt: string): string {
    const image = escapeHtml(this.publicUrl + path)
    const text = escapeHtml(alt)
    return (
      `<meta property="og:image" content="${image}">` +
      `<meta property="og:image:width" content="${IMAGE_WIDTH}">` +
      `<meta property="og:image:height" content="${IMAGE_HEIGHT}">` +
      `<meta property="og:image:alt" content="${text}">` +
      '<meta name="twitter:card" content="summary_large_image">' +
      `<meta name="twitter:image:alt" content="${text}">`
    )
  }
}
