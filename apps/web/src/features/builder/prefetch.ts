import type { ComponentType } from 'react'

let commands: typeof import('./commands.ts') | undefined

/**
 * The builder's code that loads on demand: the commands, and the pane they open. Once loaded,
 * the commands come without an import(), which would resolve in a later task: 'New deck' then
 * drew a frame with the menu closed and no pane, and the pane a frame later (issue 26 item 6).
 */
export async function loadCommands() {
  commands ??= await import('./commands.ts')
  return commands
}

let pane: ComponentType | null = null
export const loadPane = () =>
  import('./BuilderPane.tsx').then((module) => {
    pane = module.default
    return module
  })

/** The pane, once its code is here: then it renders at once, where a lazy component would
 * suspend for a turn and React would hold its reveal back (up to 300 ms). */
export const loadedPane = (): ComponentType | null => pane

/**
 * Fetches (and runs) the code "New deck" needs, the commands and the pane, before it is asked
 * for: otherwise the press waits for two chunks one after the other, over a second on a slow
 * phone (issue 26). Until the pane is here: a call while it loads asks for modules the browser
 * is loading already, and a call after a failure (offline) tries again.
 */
export function prefetchBuilder(): void {
  if (!pane) Promise.all([loadCommands(), loadPane()]).catch(() => undefined)
}

/** Props of a control that opens the builder: reaching for it fetches the builder's code. */
export const builderIntent = {
  onPointerEnter: prefetchBuilder,
  onFocus: prefetchBuilder,
  onTouchStart: prefetchBuilder,
}
