import { BUG_REPORT_EMAIL, SOURCE_REPOSITORIES } from '../lib/config.ts'

export function Footer() {
  return (
    <footer className="mt-12 border-t border-stone-200 bg-stone-100 px-4 py-6 text-sm text-stone-600">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 sm:flex-row sm:justify-between">
        <p>
          Found a bug? Email{' '}
          <a className="link" href={`mailto:${BUG_REPORT_EMAIL}`}>
            {BUG_REPORT_EMAIL}
          </a>
          .
        </p>
        <p>
          {SOURCE_REPOSITORIES.map((repo, index) => (
            <span key={repo.url}>
              {index > 0 ? ' · ' : ''}
              <a className="link" href={repo.url} rel="noopener">
                {repo.label}
              </a>
            </span>
          ))}
        </p>
      </div>
      <p className="mx-auto mt-2 max-w-6xl">
        Card names and text © 2015-{new Date().getFullYear()} Plaid Hat Games. This is a fan site.
      </p>
    </footer>
  )
}
