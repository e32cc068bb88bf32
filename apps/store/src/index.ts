// The stand-in store's public entry: what the site's `npm start` needs to run it beside the
// site, in the same process. Everything else in src/ is the store's own.
export { loadStoreConfig, type StoreConfig } from './config.ts'
export { type RunningStore, startStore } from './server.ts'
