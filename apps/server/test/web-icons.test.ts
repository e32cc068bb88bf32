import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'

// The site's mark, favicon, touch icon and web manifest (issue 26 item 4): the web app's shell
// (apps/web/index.html) links them and its public folder holds them, which the build copies to
// the served directory as they are. Here both are copied the same way into a served directory.
const WEB = join(import.meta.dirname, '..', '..', 'web')
const webDist = mkdtempSync(join(tmpdir(), 'ashes-web-icons-'))
cpSync(join(WEB, 'public'), webDist, { recursive: true })
cpSync(join(WEB, 'index.html'), join(webDist, 'index.html'))

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ config: { webDist } })
})
afterAll(async () => {
  await t.close()
  rmSync(webDist, { recursive: true, force: true })
})

const get = (path: string) => fetch(`${t.url}${path}`)

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)]

const linkHref = (html: string, rel: string) =>
  [...html.matchAll(/<link\s+([^>]*)>/g)]
    .map(([, attributes]) => attributes ?? '')
    .filter((attributes) => attributes.includes(`rel="${rel}"`))
    .map((attributes) => /href="([^"]+)"/.exec(attributes)?.[1])

describe("the site's icons and web manifest", () => {
  it('every page links the favicon (SVG and ICO), the touch icon and the manifest, with theme colours for both themes', async () => {
    for (const path of ['/', '/cards/', '/decks/', '/no/such/page/']) {
      const html = await (await get(path)).text()
      expect(linkHref(html, 'icon').sort(), path).toEqual(['/favicon.ico', '/favicon.svg'])
      expect(linkHref(html, 'apple-touch-icon'), path).toEqual(['/apple-touch-icon.png'])
      expect(linkHref(html, 'manifest'), path).toEqual(['/manifest.webmanifest'])
      expect(html, path).toMatch(
        /<meta name="theme-color" media="\(prefers-color-scheme: light\)" content="#[0-9a-f]{6}"/,
      )
      expect(html, path).toMatch(
        /<meta name="theme-color" media="\(prefers-color-scheme: dark\)" content="#[0-9a-f]{6}"/,
      )
    }
  })

  it('each icon a page links answers 200 with its image type', async () => {
    const types: Record<string, RegExp> = {
      '/favicon.svg': /^image\/svg\+xml/,
      '/favicon.ico': /^image\/(vnd\.microsoft\.icon|x-icon)/,
      '/apple-touch-icon.png': /^image\/png/,
    }
    for (const [path, type] of Object.entries(types)) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type'), path).toMatch(type)
    }
    const touch = Buffer.from(await (await get('/apple-touch-icon.png')).arrayBuffer())
    expect(pngSize(touch)).toEqual([180, 180])
    // An ICO holding one 32 px PNG image.
    const ico = Buffer.from(await (await get('/favicon.ico')).arrayBuffer())
    expect([ico.readUInt16LE(2), ico.readUInt16LE(4), ico[6], ico[7]]).toEqual([1, 1, 32, 32])
    expect(pngSize(ico.subarray(22))).toEqual([32, 32])
  })

  it('the manifest answers as application/manifest+json with the name, theme colour and icons it lists', async () => {
    const response = await get('/manifest.webmanifest')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/)
    const manifest = (await response.json()) as {
      name: string
      short_name: string
      theme_color: string
      start_url: string
      icons: { src: string; sizes: string; type: string; purpose?: string }[]
    }
    expect(manifest.name).toBe('Ashes Deckbuilder')
    expect(manifest.short_name.length).toBeLessThanOrEqual(12)
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/)
    expect(manifest.start_url).toBe('/')
    expect(manifest.icons.map((icon) => icon.purpose ?? 'any').sort()).toEqual([
      'any',
      'any',
      'any',
      'maskable',
    ])
    for (const icon of manifest.icons) {
      const answer = await get(icon.src)
      expect(answer.status, icon.src).toBe(200)
      expect(answer.headers.get('content-type'), icon.src).toMatch(
        new RegExp(`^${icon.type.replace('+', '\\+')}`),
      )
      if (icon.type === 'image/png') {
        const [width, height] = pngSize(Buffer.from(await answer.arrayBuffer()))
        expect(`${width}x${height}`, icon.src).toBe(icon.sizes)
      }
    }
  })

  it('the mark is our own drawing in the accent colour, not an image taken from elsewhere', () => {
    const svg = readFileSync(join(WEB, 'public', 'favicon.svg'), 'utf8')
    expect(svg).toContain('viewBox="0 0 32 32"')
    expect(svg).not.toMatch(/<image|href=/)
    expect(svg).toContain('fill="#0369a1"') // sky-700, --color-accent of the light theme
  })
})
