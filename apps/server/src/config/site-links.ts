/** The footer's links, told to the web app in its page (http/web-config.ts). */
export interface SiteLinks {
  /** SITE_BUG_REPORT_URL: where the footer sends bug reports. */
  bugReportUrl?: string | undefined
  /** SITE_SOURCE_URL: the site's source code, linked from the footer. */
  sourceUrl?: string | undefined
}

/**
 * Where bug reports go when SITE_BUG_REPORT_URL names no place (issue 50 item 18: the footer
 * then had no bug-report line). Never another project's address: the address this install
 * mails from (MAIL_FROM) when it takes replies; else nothing is set, and the web app sends
 * reports to the site's own contact section (apps/web/src/lib/config.ts), so a page carries no
 * setting it does not need.
 */
function defaultBugReport(mailFrom: string | undefined): string | undefined {
  const address = /<([^<>\s]+)>\s*$/.exec(mailFrom ?? '')?.[1] ?? mailFrom?.trim() ?? ''
  const [local = '', domain = ''] = address.split('@')
  const replies =
    /^[^\s@:/<>]+@[^\s@/<>]+\.[^\s@/<>]+$/.test(address) &&
    !/^(?:no-?reply|do-?not-?reply)$/i.test(local) &&
    !/(?:^|\.)(?:localhost|local|invalid|test)$/i.test(domain)
  return replies ? `mailto:${address}` : undefined
}

/**
 * SITE_BUG_REPORT_URL (a mail address, bare or `mailto:`, or an http(s) address such as an issue
 * tracker) and SITE_SOURCE_URL (an http(s) address). Unset, the footer offers no source link: a
 * copy of this site has no public home of its own to point at, and must never send its players
 * to another project; bug reports then go to the install itself (defaultBugReport). Anything
 * else stops the start, as a link that cannot work would.
 */
export function parseSiteLinks(env: NodeJS.ProcessEnv): SiteLinks {
  const bugs = env.SITE_BUG_REPORT_URL?.trim() || undefined
  const source = env.SITE_SOURCE_URL?.trim() || undefined
  return {
    bugReportUrl: bugs
      ? /^[^\s@:/]+@[^\s@/]+$/.test(bugs)
        ? `mailto:${bugs}`
        : link('SITE_BUG_REPORT_URL', bugs, true)
      : defaultBugReport(env.MAIL_FROM),
    sourceUrl: source && link('SITE_SOURCE_URL', source, false),
  }
}

function link(name: string, value: string, mail: boolean): string {
  let url: URL | undefined
  try {
    url = new URL(value)
  } catch {
    // reported below
  }
  const mailAddress = mail && url?.protocol === 'mailto:' && /^[^\s@]+@[^\s@]+$/.test(url.pathname)
  if (!url || !(mailAddress || /^https?:$/.test(url.protocol))) {
    const expected = mail ? 'a mail address or an http(s) address' : 'an http(s) address'
    throw new Error(`${name}: '${value}' is not ${expected}`)
  }
  return url.href
}

/**
 * STORE_URL: where the partner store answers (`{STORE_URL}/products/`, `{STORE_URL}/buy/`); an
 * http(s) URL, a path allowed, the trailing slash dropped. Anything else stops the start, since
 * the site would otherwise offer no products without saying why.
 */
export function parseStoreUrl(value: string | undefined): string | undefined {
  if (!value) return undefined
  let url: URL | undefined
  try {
    url = new URL(value)
  } catch {
    // reported below
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash) {
    throw new Error(
      `STORE_URL: '${value}' is not an http(s) address of a store (such as https://store.example)`,
    )
  }
  return url.href.replace(/\/+$/, '')
}
