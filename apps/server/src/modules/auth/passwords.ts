import type { Queryable } from '@ashes/runtime'

// argon2 (a native addon) loads at the first password hashed or checked, not at every start:
// most starts serve reads long before anyone logs in (issue 31 item 7).
let argon2: Promise<typeof import('@node-rs/argon2')> | undefined
const loadArgon2 = () => (argon2 ??= import('@node-rs/argon2'))

// argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's recommended minimum).
const ARGON2ID = 2

export const hashPassword = async (password: string) =>
  (await loadArgon2()).hash(password, { algorithm: ARGON2ID })

// bcryptjs (plain JavaScript) loads only when a hash carried from the Ashes.live site is checked.
let bcrypt: Promise<typeof import('bcryptjs')> | undefined
const loadBcrypt = () => (bcrypt ??= import('bcryptjs'))

/**
 * A bcrypt hash, as the Ashes.live site stored them ($2b$, cost 12; api-core 1), kept by the
 * switch-over (modules/switch-over) so that its players log in with the passwords they had.
 */
const isBcryptHash = (storedHash: string) => /^\$2[abxy]\$\d\d\$/.test(storedHash)

/**
 * Whether `password` matches the stored hash: argon2, or bcrypt carried from the old site (a
 * caller that logs in with one rehashes it, `rehashIfCarried`). A hash in another format (system
 * players have none usable) or any verification error simply does not match.
 */
export async function passwordMatches(storedHash: string, password: string): Promise<boolean> {
  if (isBcryptHash(storedHash)) {
    const { compare } = await loadBcrypt()
    return compare(password, storedHash).catch(() => false)
  }
  if (!storedHash.startsWith('$argon2')) return false
  const { verify } = await loadArgon2()
  try {
    return await verify(storedHash, password)
  } catch {
    return false
  }
}

/** Spends about the time of a real check, so unknown emails cannot be told apart by timing. */
let dummyHash: Promise<string> | undefined
export async function spendPasswordCheckTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password')
  await passwordMatches(await dummyHash, password)
}

/**
 * After a log-in checked `password` against `checkedHash`: a bcrypt hash carried from the old
 * site is replaced by its argon2 hash, unless the password changed meanwhile. Sessions are not
 * ended: the password is the same.
 */
export async function rehashIfCarried(
  db: Queryable,
  playerId: number,
  checkedHash: string,
  password: string,
): Promise<void> {
  if (!isBcryptHash(checkedHash)) return
  await db.query('UPDATE player SET password_hash = $3 WHERE id = $1 AND password_hash = $2', [
    playerId,
    checkedHash,
    await hashPassword(password),
  ])
}
