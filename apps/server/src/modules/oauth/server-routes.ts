import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type Provider from 'oidc-provider'
import type { ProviderOnDemand } from './on-demand.ts'

/**
 * Hands the authorization server's requests to oidc-provider as they came: its endpoints under
 * /oauth and the discovery document. Their bodies are left unread for it (it caps them at
 * 56 KB itself), and the site's guard never looks at their Authorization header (client
 * credentials, not a player's token).
 */
export async function registerOAuthServer(
  app: FastifyInstance,
  provider: ProviderOnDemand,
  publicUrl: string,
) {
  // The provider builds its endpoints' addresses from the request; they are the site's public
  // address whatever Host the request came with (a proxy, another name of the server).
  const site = new URL(publicUrl)
  // Made at the first request for it, with the provider (on-demand.ts).
  let handler: Promise<ReturnType<Provider['callback']>> | undefined
  const handle = () =>
    (handler ??= provider().then((made) => {
      made.proxy = true
      return made.callback()
    }))
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    request.raw.headers['x-forwarded-host'] = site.host
    request.raw.headers['x-forwarded-proto'] = site.protocol.slice(0, -1)
    const callback = await handle()
    reply.hijack()
    callback(request.raw, reply.raw)
  }
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined))
    const options = { config: { auth: 'none' as const }, schema: { hide: true } }
    scope.get('/.well-known/openid-configuration', options, forward)
    scope.all('/oauth/*', options, forward)
  })
}
