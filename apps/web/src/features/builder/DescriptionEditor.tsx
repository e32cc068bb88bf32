import { DESCRIPTION_MAX_LENGTH } from '@ashes/game'
import { useState } from 'react'
import { UserText } from '../../components/cards/RichText.tsx'
import { LengthNote } from '../../components/LengthNote.tsx'
import { commitText, editText, forceSave } from './commands.ts'
import { canSave } from './deck-data.ts'
import { useBuilder } from './state.ts'

/**
 * Description: shown through the markup as the deck page shows it (cut to three lines, the editor
 * holds it all); typing marks the deck dirty, blur saves, closing the editor forces a save. */
export function DescriptionEditor() {
  const description = useBuilder((state) => state.deck.description)
  const [open, setOpen] = useState(false)
  const done = () => {
    setOpen(false)
    const state = useBuilder.getState()
    if (state.isDirty && canSave(state.deck) && !state.isSaving) void forceSave()
  }
  if (!open) {
    return (
      <div className="flex items-start gap-2 text-sm">
        {description ? (
          <UserText text={description} className="line-clamp-3 min-w-0 flex-1 text-stone-600" />
        ) : (
          <p className="min-w-0 flex-1 text-stone-600">
            <em>No description</em>
          </p>
        )}
        <button type="button" className="btn px-2 py-0.5" onClick={() => setOpen(true)}>
          Edit description
        </button>
      </div>
    )
  }
  return (
    <div className="space-y-1">
      <label className="block text-sm font-medium" htmlFor="builder-description">
        Description
      </label>
      <textarea
        id="builder-description"
        className="field h-32 text-sm"
        value={description}
        aria-describedby="builder-description-length"
        aria-invalid={description.length > DESCRIPTION_MAX_LENGTH}
        // biome-ignore lint/a11y/noAutofocus: the player just asked to edit it
        autoFocus
        onChange={(event) => editText('description', event.target.value)}
        onBlur={commitText}
        onKeyDown={(event) => event.key === 'Escape' && done()}
      />
      <LengthNote
        id="builder-description-length"
        length={description.length}
        max={DESCRIPTION_MAX_LENGTH}
        what="Descriptions"
      />
      <button type="button" className="btn px-2 py-0.5" onClick={done}>
        Done editing description
      </button>
    </div>
  )
}
