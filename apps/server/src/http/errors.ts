import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import FindMyWay, { type HTTPMethod } from 'find-my-way'
import { ApiError } from './api-error.ts'
import { sendPage } from './page-compression.ts'
import { answerServerError } from './server-errors.ts'
import { RequestValidationError } from './validation.ts'

/**
 * What answers a page path (modules/pages/web-pages.ts). app.ts hands it in, so the http layer
 * serves pages without importing the module that renders them.
 */
export interface PageRenderer {
  render(url: string): Promise<{ status: number; html: string }>
}

/**
 * Error envelopes of api-core 0.2, and 404/405 for unknown routes and methods. A page's visitor
 * is answered `unavailablePage` (HTML) while the database is out of reach; the API keeps JSON.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  pages?: PageRenderer,
  unavailablePage?: string,
): void {
  const pageRequests = new WeakSet<FastifyRequest>()
  // Remember every route's path so a known path with the wrong method answers 405, not 404.
  const known = FindMyWay()
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/')) return
    try {
      known.on('GET', route.url, () => {})
    } catch {
      // the same path under another method is already known
    }
  })

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/'
    // Screens of the web app are routed in the browser: any other page path gets its shell, which
    // shows Not Found itself where the status says 404.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !/^\/(v2|docs)(\/|$)/.test(path)
    if (pages && isPage) {
      pageRequests.add(request)
      const page = await pages.render(request.url)
      return sendPage(request, reply, page.status, page.html, page)
    }
    if (known.find('GET' as HTTPMethod, path)) {
      return reply.code(405).send({ detail: 'Method Not Allowed' })
    }
    return reply.code(404).send({ detail: 'Not Found' })
  })

  app.setErrorHandler((error: FastifyError | ApiError | RequestValidationError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).headers(error.headers).send({ detail: error.detail })
    }
    if (error instanceof RequestValidationError) {
      return reply.code(422).send({ detail: error.issues })
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      const position = Number(/position (\d+)/.exec(error.message)?.[1] ?? 0)
      return reply.code(422).send({
        detail: [
          {
            type: 'json_invalid',
            loc: ['body', position],
            msg: 'JSON decode error',
            input: {},
            ctx: { error: error.message },
          },
        ],
      })
    }
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply
        .code(422)
        .send({ detail: [{ type: 'missing', loc: ['body'], msg: 'Field required', input: null }] })
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) return reply.code(status).send({ detail: error.message })
    return answerServerError(
      error,
      request,
      reply,
      pageRequests.has(request) ? unavailablePage : undefined,
    )
  })
}
