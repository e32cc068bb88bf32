import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../app.ts'
import { createMailer, type Mailer } from '../mail/mailer.ts'
import { createRateLimit, type RateLimit } from './rate-limit.ts'

/**
 * The mailer and rate limiter shared by the auth and player routes of one app, made from its
 * config on first use and closed with the app (kept out of AppContext so app.ts stays untouched).
 */
export interface AccountServices {
  mailer: Mailer
  rateLimit: RateLimit
}

const byContext = new WeakMap<AppContext, AccountServices>()

export function accountServices(app: FastifyInstance, ctx: AppContext): AccountServices {
  let services = byContext.get(ctx)
  if (!services) {
    const made: AccountServices = {
      // Outbox mode is for development: the link goes to the console, where a developer looks.
      mailer: createMailer(ctx.config, (line) => console.info(line)),
      rateLimit: createRateLimit(ctx.config, (error) =>
        app.log.error({ err: error }, 'Rate-limit store unavailable; attempt allowed'),
      ),
    }
    app.addHook('onReady', () => made.rateLimit.ready())
    app.addHook('onClose', async () => {
      made.mailer.close()
      await made.rateLimit.close()
    })
    byContext.set(ctx, made)
    services = made
  }
  return services
}
