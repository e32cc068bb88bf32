import type { FastifyReply } from 'fastify'

/**
 * Sends a body built to its response schema as JSON. Checking pages of decks or cards against
 * the zod schema on the way out cost more than building them.
 */
export const sendJson = (reply: FastifyReply, body: unknown) =>
  sendJsonText(reply, JSON.stringify(body))

/** Sends JSON text already written (card documents are serialised once per data version). */
export const sendJsonText = (reply: FastifyReply, text: string) =>
  reply.type('application/json; charset=utf-8').send(text)
