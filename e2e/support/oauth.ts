import { createHash, randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'

/** Where the journeys' apps send a player back: the app's own page, answered by appCallback. */
export const CALLBACK = 'http://localhost:9/callback'

/**
 * An app's request to link a player, as a play client makes it: the code flow with PKCE. Its
 * address, and the verifier the app keeps to exchange the code.
 */
export function linkRequest(clientId: string, scope: string, state = 'journey') {
  const verifier = randomBytes(32).toString('base64url')
  const query = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: CALLBACK,
    scope,
    state,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  })
  return { url: `/oauth/authorize?${query}`, verifier }
}

/** The app's page, where the browser lands with its code. */
export const appCallback = (page: Page) =>
  page.route(`${CALLBACK}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Linked</h1>' }),
  )
