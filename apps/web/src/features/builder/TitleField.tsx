import { deckDisplayTitle } from '@ashes/game'
import { commitText, editText, forceSave } from './commands.ts'
import { useBuilder } from './state.ts'

/** Deck title: typing marks the deck dirty, blur saves, Enter forces a save. */
export function TitleField() {
  const title = useBuilder((state) => state.deck.title)
  const placeholder = useBuilder((state) =>
    deckDisplayTitle({ title: null, phoenixborn: state.deck.phoenixborn }),
  )
  return (
    <label className="min-w-0 flex-1">
      <span className="sr-only">Deck title</span>
      <input
        className="field py-1 font-semibold"
        value={title}
        placeholder={placeholder}
        maxLength={255}
        onChange={(event) => editText('title', event.target.value)}
        onBlur={commitText}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault()
            void forceSave()
          }
        }}
      />
    </label>
  )
}
