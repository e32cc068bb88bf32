import { MetaPage } from '../features/discovery/index.ts'

/** /meta/: its own chunk, loaded when the page is first visited. */
export default function Meta() {
  return <MetaPage />
}
