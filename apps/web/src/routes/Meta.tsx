import { MetaPage, metaQuery } from '../features/discovery/index.ts'
import type { ScreenData } from '../lib/screen-data.ts'

const serverData: ScreenData = (client) => client.prefetchQuery(metaQuery)

/** Fetched by the server's render only (lib/screen-data.ts): the browser's build leaves it out. */
export const screenData = import.meta.env.SSR ? serverData : undefined

/** /meta/: its own chunk, loaded when the page is first visited. */
export default function Meta() {
  return <MetaPage />
}
