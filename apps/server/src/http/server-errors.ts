import type { FastifyReply, FastifyRequest } from 'fastify'
import { DATABASE_UNAVAILABLE, DatabaseUnavailableError } from '../db/unavailable.ts'

/** A client told the database is unavailable may try again after this many seconds. */
const RETRY_AFTER_S = '5'

/** Answers an error no other rule claimed: 503 while the database is out of reach, else 500. */
export function answerServerError(error: unknown, _request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof DatabaseUnavailableError) {
    return reply
      .code(503)
      .header('Retry-After', RETRY_AFTER_S)
      .send({ detail: DATABASE_UNAVAILABLE })
  }
  return reply.code(500).send({ detail: 'Internal Server Error' })
}
