/** Card image host, set at build time from MEDIA_URL. */
declare const __MEDIA_URL__: string
