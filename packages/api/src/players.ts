import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '@ashes/game'
import { z } from 'zod'
import { Password, withPasswordConfirm } from './auth.ts'
import { Description, StoredText } from './text.ts'

/** Requests and responses of player accounts, profiles and moderation (api-core 3). */

export const Username = StoredText.min(USERNAME_MIN_LENGTH).max(USERNAME_MAX_LENGTH)

/** The caller's own account. Unlike the reference, a pending reset token is never exposed. */
export const UserSelf = z.object({
  username: z.string(),
  badge: z.string(),
  description: z.string().nullable(),
  email: z.string(),
  newsletter_opt_in: z.boolean(),
  email_subscriptions: z.boolean(),
  exclude_subscriptions: z.boolean(),
  colorize_icons: z.boolean(),
  is_admin: z.boolean(),
})
export type UserSelf = z.infer<typeof UserSelf>

export const TokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  user: UserSelf,
})
export type TokenResponse = z.infer<typeof TokenResponse>

export const UserPublic = z.object({
  username: z.string(),
  badge: z.string(),
  description: z.string().nullable(),
})

export const RegistrationBody = withPasswordConfirm(
  z.object({
    username: Username.nullable(),
    description: Description.nullish(),
    newsletter_opt_in: z.boolean().optional().default(false),
    password: Password,
    password_confirm: Password,
  }),
)
export type RegistrationBody = z.infer<typeof RegistrationBody>

/** Partial update of the own account: keys left out stay as they are; null is refused. */
export const PlayerPatchBody = z.object({
  username: Username.optional(),
  description: Description.optional(),
  newsletter_opt_in: z.boolean().optional(),
  email_subscriptions: z.boolean().optional(),
  exclude_subscriptions: z.boolean().optional(),
  colorize_icons: z.boolean().optional(),
})
export type PlayerPatchBody = z.infer<typeof PlayerPatchBody>

export const PasswordChangeBody = withPasswordConfirm(
  z.object({ current_password: Password, password: Password, password_confirm: Password }),
)
export type PasswordChangeBody = z.infer<typeof PasswordChangeBody>

export const CURRENT_PASSWORD_INVALID = 'Current password is invalid.'

export const ExportTokenResponse = z.object({ export_token: z.string() })

export const BadgePath = z.object({ badge: StoredText })

/**
 * Moderation by an admin. `is_banned` or `username` sent as null were 500s in the reference;
 * here they are 422.
 */
export const ModerationBody = z.object({
  moderation_notes: StoredText,
  is_banned: z.boolean().optional(),
  username: Username.optional(),
  description: Description.nullish(),
})
export type ModerationBody = z.infer<typeof ModerationBody>

export const ModerationResponse = z.object({
  username: z.string(),
  description: z.string().nullable(),
  is_banned: z.boolean(),
  moderation_notes: z.string().nullable(),
})
