import type { FastifyReply } from 'fastify'

/**
 * Sends a body built to its response schema as JSON. Checking pages of decks or cards against
 * the zod schema on the way out cost more than building them.
 */
export const sendJson = (reply: FastifyReply, body: unknown) =>
  sendJsonText(reply, JSON.stringify(body))

/**
 * Sends JSON text already written (card documents are serialised once per data version), or its
 * UTF-8 bytes. An answer kept for many requests is kept as bytes: a string is measured and
 * encoded again on every request, into a new buffer of up to three bytes a character, and for a
 * listing's 90 KB that cost more than the rest of the answer.
 */
export const sendJsonText = (reply: FastifyReply, text: string | Buffer) =>
  reply.type('application/json; charset=utf-8').send(text)
