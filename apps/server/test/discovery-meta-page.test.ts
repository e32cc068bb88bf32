import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { appBuild } from './support/app-build.ts'
import { publishedDeck } from './support/decks.ts'
import { createPlayer } from './support/players.ts'

// The meta page reads without JavaScript (issue 29 item 5): the server sends each chart as an
// SVG image named by its summary, with its table, from the public decks only: the app's own
// meta screen, rendered by the server from the real build.
let t: TestApp
let webDist: string

beforeAll(async () => {
  webDist = await appBuild()
  t = await startTestApp({ cardData: true, config: { webDist } })
  const player = await createPlayer(t)
  await publishedDeck(t, player.token, { title: 'Public mist' })
})
afterAll(async () => {
  await t?.close()
})

it('sends /meta/ with every chart as an accessible SVG and its table', async () => {
  const response = await fetch(`${t.url}/meta/`)
  expect(response.status).toBe(200)
  const html = await response.text()
  expect(html).toMatch(/<h1 [^>]*>The meta<\/h1>/)
  expect(html).toContain('1 public deck counted.')
  for (const heading of ['Phoenixborn by month', 'Most played cards', 'Dice mixes']) {
    expect(html).toContain(`>${heading}</h2>`)
  }
  // The one public deck is Aradel's Mist Guardian: all of the month, natural and illusion dice.
  expect(html).toMatch(
    /<svg role="img" aria-label="Share of the 1 decks published in \d{4}-\d\d by Phoenixborn: Aradel Summergaard 100%\."/,
  )
  expect(html).toContain(
    'aria-label="Dice types decks use, share of 1 public decks: illusion + natural 100%."',
  )
  expect(html.match(/<svg role="img"/g)?.length).toBe(html.match(/<table/g)?.length)
})

it('says a site with no public deck yet has none, and draws no empty chart', async () => {
  const empty = await startTestApp({ cardData: true, config: { webDist } })
  try {
    const html = await (await fetch(`${empty.url}/meta/`)).text()
    expect(html).toContain('No public decks yet: the meta counts the decks players publish.')
    expect(html).not.toContain('Most played cards')
    expect(html).not.toContain('<table')
  } finally {
    await empty.close()
  }
})
