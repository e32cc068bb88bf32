interface ImportMeta {
  /**
   * True in the compiled server (`npm run build:server` defines it), absent when the TypeScript
   * runs from source (tsx, Vitest): the few places that differ, such as a worker thread's entry
   * script, ask it.
   */
  readonly compiled?: true
}
