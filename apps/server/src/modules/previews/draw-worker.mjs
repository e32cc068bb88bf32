// The worker thread's entry: plain JavaScript, so Node starts it alike under tsx (npm start) and
// under Vitest, then loads the TypeScript drawing code through tsx.
import { tsImport } from 'tsx/esm/api'

await tsImport('./draw-worker.ts', import.meta.url)
