export { localCardDetails, localCardPage, localReleases } from './card-copy.ts'
export { startOffline } from './start.tsx'
