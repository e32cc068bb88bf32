import { parseArgs } from 'node:util'
import { AppRegistrationBody } from '@ashes/api'
import { loadConfig } from '../config.ts'
import { openMaintenanceDb } from '../db/open.ts'
import { registerApp } from '../modules/oauth/register.ts'
import { claimDataDir } from './data-dir-lock.ts'

/**
 * `npm run app:create -- --name NAME --redirect-uri URI [--redirect-uri URI...] [--logo-url URL]
 * [--webhook-url URL] [--owner EMAIL] [--public]`: registers an app for an operator, as a developer
 * does in account settings, and prints its client id and secret (shown only now). `--public`
 * registers an app that keeps no secret (a native or browser app, PKCE only; its redirect URIs may
 * be loopback or a private scheme). The app belongs to the player of --owner, else to the first
 * admin.
 */
const USAGE =
  'Usage: npm run app:create -- --name NAME --redirect-uri URI [--logo-url URL] [--webhook-url URL] [--owner EMAIL] [--public]'
const { values } = parseArgs({
  options: {
    name: { type: 'string' },
    'redirect-uri': { type: 'string', multiple: true },
    'logo-url': { type: 'string' },
    'webhook-url': { type: 'string' },
    owner: { type: 'string' },
    public: { type: 'boolean' },
  },
})
const parsed = AppRegistrationBody.safeParse({
  name: values.name ?? '',
  client_type: values.public ? 'public' : 'confidential',
  redirect_uris: values['redirect-uri'] ?? [],
  logo_url: values['logo-url'],
  webhook_url: values['webhook-url'],
})
if (!parsed.success) {
  for (const issue of parsed.error.issues)
    console.error(`${issue.path.join('.')}: ${issue.message}`)
  console.error(USAGE)
  process.exit(2)
}

const config = loadConfig()
claimDataDir(config, 'app:create')
const db = await openMaintenanceDb(config)
try {
  const [owner] = await db.query<{ id: number }>(
    values.owner
      ? 'SELECT id FROM player WHERE email = $1 AND NOT is_system'
      : 'SELECT id FROM player WHERE is_admin AND NOT is_system ORDER BY id LIMIT 1',
    values.owner ? [values.owner] : [],
  )
  if (!owner) {
    console.error(
      values.owner
        ? `No player has the email ${values.owner}.`
        : 'No admin yet to own the app: run npm run admin:create first, or pass --owner EMAIL.',
    )
    process.exitCode = 1
  } else {
    const app = await registerApp(db, owner.id, parsed.data)
    console.log(`Registered ${app.name}.`)
    console.log(`Client id: ${app.client_id}`)
    if (app.client_secret) console.log(`Client secret (shown only now): ${app.client_secret}`)
    else console.log('Public app: no client secret (it proves itself with PKCE).')
    console.log(`Webhook secret: ${app.webhook_secret}`)
  }
} finally {
  await db.close()
}
