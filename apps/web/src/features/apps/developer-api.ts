import type { AppCredentials, AppEditBody, Redelivery, RegisteredApp } from '@ashes/api'
import { api } from '../../lib/api.ts'

/** A developer's calls on one of their apps (issue 48 item 7), under /v2/developer/apps. */
const appPath = (clientId: string) => `/v2/developer/apps/${encodeURIComponent(clientId)}`

export const editApp = (clientId: string, body: AppEditBody) =>
  api<RegisteredApp>(appPath(clientId), { method: 'PATCH', json: body })

export const deleteApp = (clientId: string) => api<void>(appPath(clientId), { method: 'DELETE' })

/** A new client secret, answered this once; the old one works until the grace ends. */
export const rotateClientSecret = (clientId: string) =>
  api<AppCredentials>(`${appPath(clientId)}/secret`, { method: 'POST' })

export const rotateWebhookSecret = (clientId: string) =>
  api<RegisteredApp>(`${appPath(clientId)}/webhook-secret`, { method: 'POST' })

export const redeliver = (clientId: string, deliveryId: number) =>
  api<Redelivery>(`${appPath(clientId)}/deliveries/${deliveryId}/redeliver`, { method: 'POST' })

/** The query key of an app's delivery list (features/webhooks/WebhookDeliveries.tsx). */
export const deliveriesKey = (clientId: string) => ['apps', clientId, 'webhook-deliveries']
