import {
  AppCredentials,
  AppEditBody,
  AppRegistrationBody,
  DeveloperAppParams,
  DeveloperDeliveryParams,
  Redelivery,
  RegisteredApp,
  RegisteredApps,
} from '@ashes/api'
import type { AppContext, TypedApp } from '../../context.ts'
import { notFound } from '../../http/api-error.ts'
import { callerOf } from '../../http/guards.ts'
import { queueRedelivery } from '../webhooks/delivery-write.ts'
import { appsOwnedBy } from './app-rows.ts'
import { deleteAppRows } from './app-write.ts'
import { editApp, NO_SUCH_APP } from './edit.ts'
import { registerApp, registeredApp } from './register.ts'
import { rotateClientSecret, rotateWebhookSecret } from './rotate.ts'

const tags = ['apps']
// The developer's own log-in only: no app may register, change or delete an app.
const config = { auth: 'required' as const }

/**
 * A developer's apps (issues 28 and 48): register, list, edit, rotate the client and webhook
 * secrets, delete, and queue a past webhook delivery again. Another developer's app is
 * answered as one that does not exist (404).
 */
export function registerDeveloperAppRoutes(app: TypedApp, ctx: AppContext): void {
  const ownerOf = (request: Parameters<typeof callerOf>[0]) => callerOf(request).player.id

  app.get(
    '/developer/apps',
    { config, schema: { tags, response: { 200: RegisteredApps } } },
    async (request) => ({
      results: (await appsOwnedBy(ctx.db, ownerOf(request))).map(registeredApp),
    }),
  )

  app.post(
    '/developer/apps',
    { config, schema: { tags, body: AppRegistrationBody, response: { 201: AppCredentials } } },
    async (request, reply) => {
      const owner = ownerOf(request)
      const created = await ctx.db.transaction((tx) => registerApp(tx, owner, request.body))
      return reply.code(201).send(created)
    },
  )

  app.patch(
    '/developer/apps/:client_id',
    {
      config,
      schema: {
        tags,
        params: DeveloperAppParams,
        body: AppEditBody,
        response: { 200: RegisteredApp },
      },
    },
    async (request) => {
      const owner = ownerOf(request)
      return ctx.db.transaction((tx) => editApp(tx, owner, request.params.client_id, request.body))
    },
  )

  app.delete(
    '/developer/apps/:client_id',
    { config, schema: { tags, params: DeveloperAppParams } },
    async (request, reply) => {
      const owner = ownerOf(request)
      const deleted = await ctx.db.transaction((tx) =>
        deleteAppRows(tx, request.params.client_id, owner),
      )
      if (!deleted) throw notFound(NO_SUCH_APP)
      return reply.code(204).send()
    },
  )

  app.post(
    '/developer/apps/:client_id/secret',
    { config, schema: { tags, params: DeveloperAppParams, response: { 200: AppCredentials } } },
    async (request) => {
      const owner = ownerOf(request)
      return ctx.db.transaction((tx) => rotateClientSecret(tx, owner, request.params.client_id))
    },
  )

  app.post(
    '/developer/apps/:client_id/webhook-secret',
    { config, schema: { tags, params: DeveloperAppParams, response: { 200: RegisteredApp } } },
    async (request) => rotateWebhookSecret(ctx.db, ownerOf(request), request.params.client_id),
  )

  app.post(
    '/developer/apps/:client_id/deliveries/:id/redeliver',
    {
      config,
      schema: { tags, params: DeveloperDeliveryParams, response: { 202: Redelivery } },
    },
    async (request, reply) => {
      const { client_id, id } = request.params
      const queued = await queueRedelivery(ctx.db, client_id, ownerOf(request), id)
      if (!queued) throw notFound('No such delivery found.')
      return reply.code(202).send(queued)
    },
  )
}
