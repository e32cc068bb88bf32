// The worker thread's entry: plain JavaScript, so Node starts it alike under tsx (npm start) and
// under Vitest, then loads the TypeScript rendering code through tsx (as previews/draw-worker).
import { tsImport } from 'tsx/esm/api'

await tsImport('./render-worker.ts', import.meta.url)
