import { useEffect } from 'react'
import { SITE_NAME } from './config.ts'

export function pageTitle(title: string | undefined): string {
  return title ? `${title} - ${SITE_NAME}` : SITE_NAME
}

/** Sets the document title of a screen whose title depends on its data. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = pageTitle(title)
  }, [title])
}
