import { z } from 'zod'
import { StoredText } from './text.ts'

/**
 * Requests and responses of logging in, logging out and password resets (api-core 2).
 * Error types and texts follow the reference's pydantic errors, so existing clients keep working.
 */

const issue = (ctx: z.RefinementCtx, type: string, message: string, extra?: object) => {
  ctx.addIssue({ code: 'custom', message, params: { type, ...extra } })
  return z.NEVER
}

/** An email address, trimmed and lower-cased as the reference stores it. */
export const EmailAddress = StoredText.trim()
  .max(254)
  .pipe(z.email())
  .transform((email) => email.toLowerCase())

export const EmailBody = z.object({ email: EmailAddress })

export const PASSWORD_MISMATCH = 'Passwords do not match.'
export const Password = StoredText.min(8).max(50)

/**
 * Adds the model-level "Passwords do not match." rule; like the reference's model validator it
 * runs only when every field is valid.
 */
export const withPasswordConfirm = <T extends { password: string; password_confirm: string }>(
  schema: z.ZodType<T>,
) =>
  schema.refine((body) => body.password === body.password_confirm, {
    message: PASSWORD_MISMATCH,
    params: { model: true },
    when: (payload) => (payload.issues ?? []).length === 0,
  })

export const NewPasswordBody = withPasswordConfirm(
  z.object({ password: Password, password_confirm: Password }),
)

const HEX_UUID = /^[0-9a-f]{32}$/i

/**
 * A UUID version 4 path token. Other text is `uuid_parsing`, other versions `uuid_version`
 * (the reference answered both as 422); the value comes out in canonical lower-case form.
 */
export const Uuid4 = StoredText.transform((value, ctx) => {
  const text = value.trim().replace(/^urn:uuid:/i, '')
  const plain = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text)
    ? text.replaceAll('-', '')
    : text
  if (!HEX_UUID.test(plain)) {
    const bad = [...text].findIndex((char) => !/[0-9a-f-]/i.test(char))
    const reason =
      bad >= 0
        ? `invalid character: expected an optional prefix of \`urn:uuid:\` followed by [0-9a-fA-F-], found \`${text[bad]}\` at ${bad + 1}`
        : `invalid length: expected length 32 for simple format, found ${plain.length}`
    return issue(ctx, 'uuid_parsing', `Input should be a valid UUID, ${reason}`, {
      ctx: { error: reason },
    })
  }
  const hex = plain.toLowerCase()
  if (hex[12] !== '4') {
    return issue(ctx, 'uuid_version', 'UUID version 4 expected', { ctx: { expected_version: 4 } })
  }
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
})
export const TokenPath = z.object({ token: Uuid4 })

/** A form field sent more than once counts once (its last value). */
const formField = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (Array.isArray(value) ? value.at(-1) : value), schema)

/** A required form field: absent or empty is `missing`, as with the reference's OAuth2 form. */
const requiredText = formField(
  z
    .unknown()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return issue(ctx, 'missing', 'Field required')
      if (typeof value !== 'string')
        return issue(ctx, 'string_type', 'Input should be a valid string')
      return value
    })
    .pipe(StoredText),
)

/** The OAuth2 password form of `POST /v2/token` (urlencoded or multipart). */
export const TokenForm = z.object({
  username: requiredText,
  password: requiredText,
  scope: formField(StoredText.optional().default('')),
  grant_type: formField(
    StoredText.optional().refine((value) => value === undefined || value === 'password', {
      message: "String should match pattern '^password$'",
      params: { type: 'string_pattern_mismatch', ctx: { pattern: '^password$' } },
    }),
  ),
  client_id: formField(StoredText.optional()),
  client_secret: formField(StoredText.optional()),
})
export type TokenForm = z.infer<typeof TokenForm>

/** Whether the scopes ask for a long-term ("remember me") token. */
export const wantsLongTermToken = (scope: string) =>
  scope.toLowerCase().split(/\s+/).includes('token:longterm')
