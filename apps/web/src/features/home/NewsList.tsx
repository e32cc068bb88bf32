import { NEWS, type NewsItem, newestFirst } from '../../content/news.ts'
import { Link } from '../../lib/router/index.ts'

// UTC, so a day written in the content file is the day shown wherever the reader is.
const DAY = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' })

/** The news of src/content/news.ts, newest first. */
export function NewsList({ items = NEWS }: { items?: readonly NewsItem[] }) {
  return (
    <ul className="space-y-3" aria-label="News">
      {newestFirst(items).map((item) => (
        <li key={`${item.date}-${item.title}`}>
          <article className="space-y-0.5">
            <h3 className="font-bold">{item.title}</h3>
            <p className="text-sm text-stone-600">
              <time dateTime={item.date}>{DAY.format(new Date(`${item.date}T00:00:00Z`))}</time>
            </p>
            <p>
              {item.text}
              {item.link ? (
                <>
                  {' '}
                  <Link to={item.link.to} className="link">
                    {item.link.label}
                  </Link>
                </>
              ) : null}
            </p>
          </article>
        </li>
      ))}
    </ul>
  )
}
