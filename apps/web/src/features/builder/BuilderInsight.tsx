import { useState } from 'react'
import { readJson, writeJson } from '../../lib/storage.ts'
import { DeckInsightSlot } from '../insight/index.ts'
import { useBuilder } from './state.ts'

// Open or shut as the player left it, across pages and reloads: it is watched while building.
const OPEN_KEY = 'deckbuilder.insight-open'

/**
 * The deck's statistics in the pane, shut until asked for: shut, it neither loads the panel nor
 * recomputes anything on a change.
 */
export function BuilderInsight() {
  const [open, setOpen] = useState(() => readJson<boolean>(OPEN_KEY) === true)
  return (
    <details
      className="rounded border border-stone-300 bg-raised"
      open={open}
      onToggle={(event) => {
        const now = event.currentTarget.open
        setOpen(now)
        writeJson(OPEN_KEY, now || null)
      }}
    >
      <summary className="flex min-h-11 cursor-pointer items-center px-3 font-bold">
        Statistics and dice odds
      </summary>
      {open ? (
        <div className="p-3 pt-0">
          <LiveInsight />
        </div>
      ) : null}
    </details>
  )
}

function LiveInsight() {
  const deck = useBuilder((state) => state.deck)
  return <DeckInsightSlot deck={deck} compact />
}
