import { MetaPage, metaQuery } from '../features/discovery/index.ts'
import type { ScreenData } from '../lib/screen-data.ts'

export const screenData: ScreenData = (client) => client.prefetchQuery(metaQuery)

/** /meta/: its own chunk, loaded when the page is first visited. */
export default function Meta() {
  return <MetaPage />
}
