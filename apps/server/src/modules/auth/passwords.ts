// argon2 (a native addon) loads at the first password hashed or checked, not at every start:
// most starts serve reads long before anyone logs in (issue 31 item 7).
let argon2: Promise<typeof import('@node-rs/argon2')> | undefined
const loadArgon2 = () => (argon2 ??= import('@node-rs/argon2'))

// argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's recommended minimum).
const ARGON2ID = 2

export const hashPassword = async (password: string) =>
  (await loadArgon2()).hash(password, { algorithm: ARGON2ID })

/**
 * Whether `password` matches the stored hash. A hash in another format (system players have
 * none usable) or any verification error simply does not match.
 */
export async function passwordMatches(storedHash: string, password: string): Promise<boolean> {
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
