import { z } from 'zod'

/** One entry of a 422 response, in the reference's format. */
export const ValidationIssue = z.object({
  type: z.string(),
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  input: z.unknown().optional(),
  ctx: z.record(z.string(), z.unknown()).optional(),
})
export type ValidationIssue = z.infer<typeof ValidationIssue>

export const ErrorResponse = z.object({ detail: z.string() })
/**
 * The same body, named for routes whose `detail` reports success.
 * @alias
 */
export const DetailResponse = ErrorResponse
