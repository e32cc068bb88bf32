import { useEffect } from 'react'
import { SITE_NAME } from './config.ts'

/**
 * User text (a name) set apart from the words around it in a plain string, where <bdi> cannot
 * go (a tab title): a right-to-left name took a badge's digits into its run (issue 50 item 10).
 */
export const isolate = (text: string) => `\u2068${text}\u2069`

export function pageTitle(title: string | undefined): string {
  return title ? `${title} - ${SITE_NAME}` : SITE_NAME
}

/**
 * The title the screen now rendering on the server set last (entry-server.tsx reads it after
 * each render): the page's title is the one the browser shows once its effect has run.
 */
export const renderedTitle: { current: string | undefined } = { current: undefined }

/** Sets the document title of a screen whose title depends on its data. */
export function usePageTitle(title: string | undefined): void {
  // The server's build alone: the browser's drops this line.
  if (import.meta.env.SSR && title) renderedTitle.current = title
  useEffect(() => {
    if (title) document.title = pageTitle(title)
  }, [title])
}
