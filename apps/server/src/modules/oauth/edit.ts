import { type AppEditBody, type RegisteredApp, redirectUriProblem } from '@ashes/api'
import type { Queryable } from '@ashes/runtime'
import { notFound } from '../../http/api-error.ts'
import { RequestValidationError } from '../../http/validation.ts'
import { queuePing } from '../webhooks/delivery-write.ts'
import { ownedApp } from './app-rows.ts'
import { updateApp } from './app-write.ts'
import { registeredApp } from './register.ts'

export const NO_SUCH_APP = 'No such app found.'

/**
 * Edits the owner's app (issue 48 item 7): the fields sent change. Redirect URIs follow the
 * rules of the app's type (a public app may use loopback and private-use ones), each refusal a
 * 422 naming its item; a new webhook URL is checked at once with a ping. Another's app: 404.
 */
export async function editApp(
  tx: Queryable,
  ownerId: number,
  clientId: string,
  edit: AppEditBody,
): Promise<RegisteredApp> {
  const app = await ownedApp(tx, clientId, ownerId)
  if (!app) throw notFound(NO_SUCH_APP)
  const refused = (edit.redirect_uris ?? []).flatMap((uri, index) => {
    const problem = redirectUriProblem(uri, app.client_type)
    return problem
      ? [{ type: 'url_parsing', loc: ['body', 'redirect_uris', index], msg: problem, input: uri }]
      : []
  })
  if (refused.length) throw new RequestValidationError(refused)
  const row = await updateApp(tx, clientId, ownerId, edit)
  if (!row) throw notFound(NO_SUCH_APP)
  if (row.webhook_url && row.webhook_url !== app.webhook_url) await queuePing(tx, clientId)
  return registeredApp(row)
}
