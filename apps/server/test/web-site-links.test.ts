import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import { startTestApp, type TestApp } from './support/app.ts'

// The footer's bug-report and source links are the publisher's (SITE_BUG_REPORT_URL,
// SITE_SOURCE_URL), told to the web app in its page at run time (apps/web/src/lib/config.ts).
const webDist = mkdtempSync(join(tmpdir(), 'ashes-site-links-'))
writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head><title>shell</title></head>')
const links = (env: Record<string, string>) => loadConfig({ SECRET_KEY: 'x', ...env }).siteLinks

let withLinks: TestApp
let without: TestApp
beforeAll(async () => {
  const siteLinks = links({
    SITE_BUG_REPORT_URL: 'bugs@decks.example',
    SITE_SOURCE_URL: 'https://git.example/decks',
  })
  withLinks = await startTestApp({ config: { webDist, siteLinks } })
  without = await startTestApp({ config: { webDist, siteLinks: links({}) } })
})
afterAll(async () => {
  await withLinks.close()
  await without.close()
  rmSync(webDist, { recursive: true, force: true })
})

describe("the footer's links are the site's own", () => {
  it('every page names SITE_BUG_REPORT_URL and SITE_SOURCE_URL in meta elements', async () => {
    for (const path of ['/', '/decks/', '/no/such/page/']) {
      const html = await (await fetch(`${withLinks.url}${path}`)).text()
      expect(html, path).toContain(
        '<meta name="ashes-bug-report-url" content="mailto:bugs@decks.example">',
      )
      expect(html, path).toContain(
        '<meta name="ashes-source-url" content="https://git.example/decks">',
      )
    }
  })

  // Issue 50 item 18: unset, the footer had no bug-report line at all. It now sends reports
  // where this install takes them: the address it mails from, when that one takes replies, else
  // (no setting in the page) the web app's own contact section. The source stays the publisher's.
  it('unset, the page names no bug-report address nor source', async () => {
    const html = await (await fetch(`${without.url}/`)).text()
    expect(html).not.toContain('ashes-bug-report-url')
    expect(html).not.toContain('ashes-source-url')
  })

  it('unset, a bug report goes to the address mail comes from, when it takes replies', () => {
    const bugs = (from: string) => links({ MAIL_FROM: from }).bugReportUrl
    expect(bugs('Ashes Decks <decks@decks.example>')).toBe('mailto:decks@decks.example')
    expect(bugs('decks@decks.example')).toBe('mailto:decks@decks.example')
    for (const noReplies of [
      'Ashes Deckbuilder <noreply@localhost>',
      'Decks <no-reply@decks.example>',
      'Decks <donotreply@decks.example>',
      'decks@localhost',
    ]) {
      expect(bugs(noReplies), noReplies).toBeUndefined()
    }
    expect(links({}).bugReportUrl).toBeUndefined()
  })

  it('a bug report goes to a mail address (bare or mailto:) or an http(s) address', () => {
    const bugs = (value: string) => links({ SITE_BUG_REPORT_URL: value }).bugReportUrl
    expect(bugs('bugs@decks.example')).toBe('mailto:bugs@decks.example')
    expect(bugs('mailto:bugs@decks.example')).toBe('mailto:bugs@decks.example')
    expect(bugs('https://git.example/decks/issues')).toBe('https://git.example/decks/issues')
    for (const bad of [
      'decks.example',
      'javascript:alert(1)',
      'mailto:nobody',
      'ftp://x.example',
    ]) {
      expect(() => bugs(bad), bad).toThrow(
        `SITE_BUG_REPORT_URL: '${bad}' is not a mail address or an http(s) address`,
      )
    }
  })

  it('the source is an http(s) address', () => {
    const source = (value: string) => links({ SITE_SOURCE_URL: value }).sourceUrl
    expect(source('https://git.example/decks')).toBe('https://git.example/decks')
    for (const bad of ['git.example/decks', 'javascript:alert(1)', 'mailto:a@b.example']) {
      expect(() => source(bad), bad).toThrow(`SITE_SOURCE_URL: '${bad}' is not an http(s) address`)
    }
  })
})
