import { randomBytes } from 'node:crypto'
import { EmailAddress } from '@ashes/api'
import { loadConfig } from '../config.ts'
import { openMaintenanceDb } from '../db/open.ts'
import { hashPassword } from '../modules/auth/passwords.ts'
import { insertPlayer } from '../modules/players/create.ts'
import { randomUsername } from '../modules/players/usernames.ts'
import { claimDataDir } from './data-dir-lock.ts'

/**
 * `npm run admin:create -- <email>`: makes the first (or another) admin. An existing player
 * becomes admin; otherwise an admin account is created with ADMIN_PASSWORD, or with a generated
 * password printed once (change it after logging in).
 */
const parsed = EmailAddress.safeParse(process.argv[2] ?? '')
if (!parsed.success) {
  console.error('Usage: npm run admin:create -- <email>')
  process.exit(2)
}
const email = parsed.data
const given = process.env.ADMIN_PASSWORD
if (given !== undefined && (given.length < 8 || given.length > 50)) {
  console.error('ADMIN_PASSWORD must have 8 to 50 characters.')
  process.exit(2)
}

const config = loadConfig()
claimDataDir(config, 'admin:create')
const db = await openMaintenanceDb(config)
try {
  const [existing] = await db.query<{ badge: string; is_system: boolean }>(
    'UPDATE player SET is_admin = true, modified = now() WHERE email = $1 AND NOT is_system RETURNING badge',
    [email],
  )
  if (existing) {
    console.log(`${email} (badge ${existing.badge}) is now an admin.`)
  } else {
    const password = given ?? randomBytes(15).toString('base64url')
    const created = await insertPlayer(db, {
      email,
      username: randomUsername(),
      description: null,
      newsletterOptIn: false,
      passwordHash: await hashPassword(password),
      isAdmin: true,
    })
    if (!created) {
      console.error(`${email} belongs to a system account, which cannot be an admin.`)
      process.exitCode = 1
    } else {
      console.log(`Created admin ${email} (badge ${created.badge}).`)
      if (given === undefined) console.log(`Password (shown only now): ${password}`)
    }
  }
} finally {
  await db.close()
}
