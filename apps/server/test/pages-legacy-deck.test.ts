import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { appBuild } from './support/app-build.ts'

// A legacy deck's page said it was legacy only once the web app had drawn it, the app's warning
// then the page's largest element: its paint came seconds after the server's HTML (Lighthouse's
// LCP of /decks/2/, issue 31). The HTML warns under the title: the app's own page, rendered by
// the server from the real build (issue 53).
let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ cardData: true, config: { webDist: await appBuild() } })
})
afterAll(async () => {
  await t.close()
})

const WARNING =
  '<p class="rounded border-2 border-danger bg-danger-tint px-4 py-2">This is a ' +
  '<strong class="text-danger">legacy first-edition deck</strong>. It cannot be played using ' +
  'current-edition cards.</p>'

async function preconstructed(legacy: boolean): Promise<{ id: number; title: string }> {
  const query = `preconstructed=true&show_legacy=${legacy}&limit=1`
  const [deck] = (await t.get(`/v2/decks?${query}`)).body.results
  expect(deck, `a ${legacy ? 'legacy' : 'current'} preconstructed deck`).toBeDefined()
  return deck
}

it("a legacy deck's page warns under its title, in the words and look of the app's", async () => {
  const deck = await preconstructed(true)
  const html = await (await fetch(`${t.url}/decks/${deck.id}/`)).text()
  expect(html).toContain(`${deck.title}</h1>${WARNING}`)
})

it('a current deck has no such warning', async () => {
  const deck = await preconstructed(false)
  const html = await (await fetch(`${t.url}/decks/${deck.id}/`)).text()
  expect(html).toMatch(new RegExp(`<h1 [^>]*>${deck.title}</h1><div`))
  expect(html).not.toContain('legacy first-edition deck')
})
