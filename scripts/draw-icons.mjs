#!/usr/bin/env node
// Draws the site's bitmap icons from its one drawing, apps/web/public/favicon.svg, with Debian's
// Chromium (playwright-core): the favicon fallback (favicon.ico, a 32 px PNG inside an ICO), the
// apple-touch-icon (180 px) and the web manifest's icons (192 and 512 px, and a 512 px maskable
// one). Touch and maskable icons fill their square with the die's colour and keep the phoenix
// inside the safe zone (the middle 80 %), since the platform cuts its own shape out of them.
// Run it after changing the drawing, and commit what it writes: node scripts/draw-icons.mjs
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'

const publicDir = join(import.meta.dirname, '..', 'apps', 'web', 'public')
const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8')
const DIE_COLOUR = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1]
if (!DIE_COLOUR) throw new Error('favicon.svg: no die colour found')
const image = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`

/** The drawing at `size` px; `bleed`: on a full square of the die's colour, scaled to `scale`. */
async function draw(page, size, bleed = false, scale = 1) {
  const inner = Math.round(size * scale)
  await page.setViewportSize({ width: size, height: size })
  await page.setContent(
    `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;` +
      `background:${bleed ? DIE_COLOUR : 'transparent'}">` +
      `<img src="${image}" width="${inner}" height="${inner}"></body>`,
  )
  await page.locator('img').evaluate((img) => img.decode())
  return page.screenshot({ omitBackground: !bleed, type: 'png' })
}

/** An ICO file holding one PNG image (readable by every browser since IE 11). */
function ico(png, size) {
  const header = Buffer.alloc(22)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(1, 4) // one image
  header.writeUInt8(size, 6)
  header.writeUInt8(size, 7)
  header.writeUInt16LE(1, 10) // colour planes
  header.writeUInt16LE(32, 12) // bits per pixel
  header.writeUInt32LE(png.length, 14)
  header.writeUInt32LE(22, 18) // the image follows the header
  return Buffer.concat([header, png])
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const page = await browser.newPage()
writeFileSync(join(publicDir, 'favicon.ico'), ico(await draw(page, 32), 32))
writeFileSync(join(publicDir, 'apple-touch-icon.png'), await draw(page, 180, true, 0.9))
writeFileSync(join(publicDir, 'icon-192.png'), await draw(page, 192))
writeFileSync(join(publicDir, 'icon-512.png'), await draw(page, 512))
writeFileSync(join(publicDir, 'icon-maskable-512.png'), await draw(page, 512, true, 0.8))
await browser.close()
