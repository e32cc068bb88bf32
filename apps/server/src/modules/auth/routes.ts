import {
  DetailResponse,
  EmailBody,
  NewPasswordBody,
  TokenForm,
  TokenPath,
  TokenResponse,
  wantsLongTermToken,
} from '@ashes/api'
import multipart from '@fastify/multipart'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ModulePlugin, TypedApp } from '../../context.ts'
import { badRequest } from '../../http/api-error.ts'
import { callerOf } from '../../http/guards.ts'
import { noteServerError } from '../../http/server-errors.ts'
import { revokeToken } from './account-write.ts'
import { knownDevice, knownDeviceCookie } from './known-device.ts'
import { logIn } from './login.ts'
import { RESET_SENT, requestReset, resetPassword } from './reset.ts'
import { tokenResponse } from './session.ts'

const isUrlEncoded = (request: FastifyRequest) =>
  /^\s*application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? '')

/** The fields of a multipart form; a malformed one is a 400, as Starlette answers it. */
async function multipartFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = {}
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') fields[part.fieldname] = part.value
    }
  } catch {
    throw badRequest('There was an error parsing the body')
  }
  return fields
}

/**
 * The login takes a form only: a JSON body counts as a form without fields. Runs before
 * validation, where the body is still whatever the client sent.
 */
async function formBody(request: FastifyRequest): Promise<void> {
  if (request.isMultipart()) request.body = await multipartFields(request)
  else if (!isUrlEncoded(request)) request.body = {}
}

/** Log in, log out and password resets (api-core 2). */
export const authModule: ModulePlugin = async (app, ctx) => {
  const { db, config } = ctx
  const secure = config.publicUrl.startsWith('https:')
  /** Makes the browser a known device of the player it has just proven itself for. */
  const rememberDevice = (request: FastifyRequest, reply: FastifyReply, playerId: number) => {
    const deviceId = knownDevice(config.secretKey, request.headers.cookie, playerId)
    reply.header('set-cookie', knownDeviceCookie(config.secretKey, playerId, { deviceId, secure }))
  }

  // Multipart bodies are parsed for the login form only.
  app.register(async (scope: TypedApp) => {
    await scope.register(multipart, {
      limits: { files: 0, fields: 10, fieldSize: 10_000, parts: 20 },
    })
    scope.post(
      '/token',
      {
        config: { auth: 'anonymous' },
        schema: { tags: ['auth'], body: TokenForm, response: { 200: TokenResponse } },
        preValidation: formBody,
      },
      async (request, reply) => {
        const client = { ip: request.ip, cookie: request.headers.cookie }
        const { playerId, user, jti } = await logIn(ctx, request.body, client)
        rememberDevice(request, reply, playerId)
        const longTerm = wantsLongTermToken(request.body.scope)
        return tokenResponse(config.secretKey, user, { longTerm, jti })
      },
    )
  })

  app.delete(
    '/token',
    {
      config: { auth: 'required' },
      schema: { tags: ['auth'], response: { 200: DetailResponse } },
    },
    async (request) => {
      const { player, token } = callerOf(request)
      await revokeToken(db, player.id, token)
      return { detail: 'Token successfully revoked.' }
    },
  )

  app.post(
    '/reset',
    {
      config: { auth: 'anonymous' },
      schema: { tags: ['auth'], body: EmailBody, response: { 200: DetailResponse } },
    },
    async (request) => {
      await requestReset(ctx, request.body.email, request.ip, (error) =>
        noteServerError(request, error),
      )
      return { detail: RESET_SENT }
    },
  )

  app.post(
    '/reset/:token',
    {
      config: { auth: 'anonymous' },
      schema: {
        tags: ['auth'],
        params: TokenPath,
        body: NewPasswordBody,
        response: { 200: TokenResponse },
      },
    },
    async (request, reply) => {
      const { playerId, user, jti } = await resetPassword(
        db,
        request.params.token,
        request.body.password,
      )
      // Whoever reads the account's mail is its owner: this browser becomes a known device.
      rememberDevice(request, reply, playerId)
      return tokenResponse(config.secretKey, user, { jti })
    },
  )
}
