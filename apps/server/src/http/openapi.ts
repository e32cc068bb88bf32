import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

/** How an app's token is obtained, as the document's components name it. */
type SecuritySchemes = NonNullable<
  NonNullable<FastifyDynamicSwaggerOptions['openapi']>['components']
>['securitySchemes']

/**
 * The OpenAPI document of every route registered after this (its schemas are zod's), at /docs
 * with its viewer and at /openapi.json; `securitySchemes` names how an app's token is obtained.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  securitySchemes: SecuritySchemes,
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Ashes Deckbuilder API', version: '2.0.0' },
      components: { securitySchemes },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/docs' })
  // The reference serves its OpenAPI document at /openapi.json (api-core 0.1): clients and tools
  // written for it look there. The same document as /docs/json, outside the document itself.
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger())
}
