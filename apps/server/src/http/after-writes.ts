import type { FastifyContextConfig, FastifyInstance, onSendHookHandler } from 'fastify'

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Runs `run` as the answer of every write route registered from now on is sent (any method but
 * GET, HEAD and OPTIONS; not a route whose config `skip` matches). It is a hook of those routes
 * only, so reads, the many requests, do not pass through it; a write that matched no route
 * changed nothing.
 */
export function afterWrites(
  app: FastifyInstance,
  run: () => void,
  skip: (config: FastifyContextConfig) => boolean = () => false,
): void {
  const hook: onSendHookHandler = (_request, _reply, payload, done) => {
    run()
    done(null, payload)
  }
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    if (methods.every((method) => READ_METHODS.has(method))) return
    if (route.config && skip(route.config)) return
    route.onSend = [...[route.onSend ?? []].flat(), hook]
  })
}
