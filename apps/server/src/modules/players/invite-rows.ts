import type { Queryable } from '@ashes/runtime'

// Rows and writes of the invite table: one pending invitation per email.

export async function hasInvite(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM invite WHERE email = $1', [email])
  return rows.length > 0
}

export async function inviteExists(db: Queryable, uuid: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM invite WHERE uuid = $1', [uuid])
  return rows.length > 0
}

/** The email's invitation, made now or, when it was asked for before, the same one again. */
export async function upsertInvite(
  db: Queryable,
  email: string,
): Promise<{ uuid: string; requests: number } | undefined> {
  const [invite] = await db.query<{ uuid: string; requests: number }>(
    `INSERT INTO invite (uuid, email) VALUES (gen_random_uuid(), $1)
     ON CONFLICT (email) DO UPDATE SET requests = invite.requests + 1, requested = now()
     RETURNING uuid::text, requests`,
    [email],
  )
  return invite
}

/** Removes an invitation no mail has carried yet (one sent before stays valid). */
export async function dropUnsentInvite(db: Queryable, uuid: string): Promise<void> {
  await db.query('DELETE FROM invite WHERE uuid = $1 AND requests = 1', [uuid])
}

/** Uses up the invitation `uuid`: its email, or undefined when there is none. */
export async function takeInvite(db: Queryable, uuid: string): Promise<string | undefined> {
  const [invite] = await db.query<{ email: string }>(
    'DELETE FROM invite WHERE uuid = $1 RETURNING email',
    [uuid],
  )
  return invite?.email
}
