import { readFileSync } from 'node:fs'
import type { Db } from '@ashes/runtime'
import cors from '@fastify/cors'
import Fastify, { type FastifyInstance } from 'fastify'
import { buy, NOT_JSON } from './buy.ts'
import { listProducts } from './catalogue.ts'
import { checkoutPage, missingOrderPage } from './checkout-page.ts'
import type { StoreConfig } from './config.ts'
import { findOrder, placeOrder } from './orders.ts'

const STYLESHEET = readFileSync(new URL('./store.css', import.meta.url), 'utf8')

/** Store pages load only their own stylesheet and post only to the store; nobody frames them. */
const PAGE_POLICY =
  "default-src 'none'; style-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

const html = (body: string) => ({ type: 'text/html; charset=utf-8', body })

/** The stand-in partner store (SPEC §7) on a migrated store database. */
export async function buildStoreApp(options: {
  config: Pick<StoreConfig, 'siteOrigin'>
  db: Db
  logger?: boolean
}): Promise<FastifyInstance> {
  const { db } = options
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
  })
  // Only the site's pages may call the store from a browser.
  await app.register(cors, {
    origin: [options.config.siteOrigin],
    methods: ['GET', 'POST'],
    allowedHeaders: ['Content-Type'],
  })
  // Any body is read as text: /buy/ refuses what is not JSON with a message of its own, and the
  // checkout form's body carries nothing the store needs. The value is boxed, since Fastify
  // would take a JSON `null` for no body at all.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
    if (!request.url.startsWith('/buy')) return done(null, undefined)
    try {
      done(null, { json: JSON.parse(body as string) })
    } catch {
      done(null, { json: NOT_JSON })
    }
  })
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('X-Content-Type-Options', 'nosniff')
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    if (String(reply.getHeader('content-type')).startsWith('text/html')) {
      reply.header('Content-Security-Policy', PAGE_POLICY)
    }
    done(null, payload)
  })
  // Every failure is the contract's refusal, so a client always has a message to show.
  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500
    if (status >= 500) app.log.error(error)
    return reply
      .code(status)
      .send({ ok: false, message: status >= 500 ? 'The store failed; try again.' : error.message })
  })
  // The request is not echoed: an answer never carries what a stranger put in a link.
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ ok: false, message: 'No such address.' }),
  )

  app.get('/products/', async () => listProducts(db))

  app.post<{ Body: { json: unknown } | undefined }>('/buy/', async (request) => {
    const box = request.body
    // No body at all reads as an empty request: it lacks the SKU.
    const body = box === undefined ? {} : box.json
    return buy(db, body, {
      origin: options.config.siteOrigin,
      checkoutUrl: (token) => `${request.protocol}://${request.host}/checkout/${token}/`,
    })
  })

  app.get<{ Params: { token: string } }>('/checkout/:token/', async (request, reply) => {
    const order = await findOrder(db, request.params.token)
    const page = order ? html(checkoutPage(order)) : html(missingOrderPage())
    return reply
      .code(order ? 200 : 404)
      .type(page.type)
      .send(page.body)
  })

  // The form posts here; the answer sends the browser back to the page, now showing the order
  // as placed, so a reload does not post again.
  app.post<{ Params: { token: string } }>('/checkout/:token/', async (request, reply) => {
    if (!(await placeOrder(db, request.params.token))) {
      return reply.code(404).type('text/html; charset=utf-8').send(missingOrderPage())
    }
    return reply.redirect(`/checkout/${encodeURIComponent(request.params.token)}/`, 303)
  })

  app.get('/store.css', (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('Cache-Control', 'no-cache').send(STYLESHEET),
  )
  app.get('/health-check', async () => ({ ok: true }))
  return app
}
