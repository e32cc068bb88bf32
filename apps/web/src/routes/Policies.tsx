import { bugReportContact, bugReportOnSite, bugReportUrl } from '../lib/config.ts'

/**
 * Where reports go (issue 50 item 18): the footer's bug-report link lands here when the site
 * names no address (SITE_BUG_REPORT_URL, else MAIL_FROM when it takes replies).
 */
function Contact() {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="scroll-mt-4 space-y-2">
      <h2 id="contact-heading" className="text-xl font-bold">
        Contact
      </h2>
      {bugReportUrl && !bugReportOnSite ? (
        <p>
          To report a bug, or content that breaks these policies, write to{' '}
          <a className="link wrap-anywhere" href={bugReportUrl} rel="noopener">
            {bugReportContact}
          </a>
          .
        </p>
      ) : (
        <p>
          This site's operators have not published an address for reports yet. Until they do, tell
          them of bugs and of content that breaks these policies wherever you know them from.
        </p>
      )}
    </section>
  )
}

export default function Policies() {
  return (
    <section className="max-w-prose space-y-3 py-4">
      <h1 className="text-2xl font-bold">Content policies</h1>
      <p>Please keep comments and descriptions on topic: the game, its cards and decks.</p>
      <p>No personal attacks. No spam: spam means deletion of the content and a block.</p>
      <p>Kid-friendly language is encouraged.</p>
      <Contact />
    </section>
  )
}
