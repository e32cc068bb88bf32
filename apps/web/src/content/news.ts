/**
 * The home page's news, kept in the repository so that a change is a reviewed commit. Add an item
 * anywhere: the page shows them newest first by `date`. `link` is a path on this site.
 */
export interface NewsItem {
  /** Day of the news, `YYYY-MM-DD`. */
  date: string
  title: string
  text: string
  link?: { to: string; label: string }
}

export const NEWS: NewsItem[] = [
  {
    date: '2025-06-02',
    title: 'Comments and subscriptions',
    text: 'Comment on any card or published deck, and subscribe to follow the conversation.',
  },
  {
    date: '2025-09-15',
    title: 'Free print-and-play decks',
    text: 'The six Master Set decks are free to print and play: each one has its PDF on this page.',
  },
  {
    date: '2025-12-01',
    title: 'Move your decks between sites',
    text: 'Your account settings now hold an export token: another deckbuilder site can copy your decks with it.',
    link: { to: '/players/me/', label: 'Account settings' },
  },
]

/** Newest first; items of the same day keep the file's order. */
export function newestFirst(items: readonly NewsItem[]): NewsItem[] {
  return [...items].sort((a, b) => b.date.localeCompare(a.date))
}
