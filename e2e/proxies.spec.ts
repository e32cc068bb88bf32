import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { PDFDocument } from 'pdf-lib'
import { saveDeck } from './support/decks.ts'
import { hydrated } from './support/hydrated.ts'
import { createPlayer, logInAs } from './support/players.ts'

/** The Iron Men (preconstructed): its id and how many conjurations its pile holds. */
async function ironMen(page: Page) {
  const reply = await page.request.get('/v2/decks?show_preconstructed=true&q=iron&limit=30')
  const { results } = (await reply.json()) as { results: { id: number; title: string }[] }
  const id = results.find((result) => result.title === 'The Iron Men')?.id as number
  const details = await (await page.request.get(`/v2/decks/${id}`)).json()
  const conjurations = (details.deck.conjurations as { count: number }[]).reduce(
    (sum, entry) => sum + entry.count,
    0,
  )
  return { id, conjurations }
}

/** Chooses in the Print proxies dialog, downloads, and reads the PDF that arrives. */
async function printProxies(
  page: Page,
  choose: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.getByRole('button', { name: 'Print proxies' }).click()
  const dialog = page.getByRole('dialog', { name: 'Print proxies' })
  await choose(dialog)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download PDF' }).click(),
  ])
  const bytes = await readFile((await download.path()) as string)
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  await expect(dialog).toBeHidden()
  return { name: download.suggestedFilename(), pdf: await PDFDocument.load(bytes) }
}

test('Print proxies of a preconstructed deck on Letter with conjurations downloads its PDF', async ({
  page,
}) => {
  const deck = await ironMen(page)
  await page.goto(`/decks/${deck.id}/`)
  await hydrated(page)
  const { name, pdf } = await printProxies(page, async (dialog) => {
    await dialog.getByRole('radio', { name: 'Letter' }).check()
    await dialog.getByRole('checkbox', { name: 'Include conjurations' }).check()
  })
  expect(name).toBe('the-iron-men-proxies.pdf')
  expect(pdf.getTitle()).toBe('The Iron Men')
  // The Phoenixborn, 30 cards and the conjuration pile, nine to a Letter page.
  expect(deck.conjurations).toBeGreaterThan(0)
  expect(pdf.getPageCount()).toBe(Math.ceil((1 + 30 + deck.conjurations) / 9))
  const { width, height } = pdf.getPage(0).getSize()
  expect([Math.round(width), Math.round(height)]).toEqual([612, 792])
})

test.describe('in Britain', () => {
  test.use({ locale: 'en-GB' })

  test("a player's private deck prints with their token, on A4 by default and without conjurations", async ({
    page,
  }) => {
    const player = await createPlayer(page.request)
    const id = await saveDeck(page.request, player, 'Private iron')
    await logInAs(page, player)
    await page.goto(`/decks/mine/${id}/`)
    const { name, pdf } = await printProxies(page, async (dialog) => {
      await expect(dialog.getByRole('radio', { name: 'A4' })).toBeChecked()
      await expect(dialog.getByRole('checkbox', { name: 'Include conjurations' })).not.toBeChecked()
    })
    expect(name).toBe('private-iron-proxies.pdf')
    expect(pdf.getPageCount()).toBe(Math.ceil(31 / 9))
    const { width, height } = pdf.getPage(0).getSize()
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842])
  })
})
