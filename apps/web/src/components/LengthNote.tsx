const count = (n: number) => n.toLocaleString('en-US')

/** A text's length against the limit the server holds it to, in words a player reads. */
function lengthWords(length: number, max: number, what: string) {
  const over = length - max
  return over > 0
    ? {
        over: true,
        words: `${what} can be at most ${count(max)} characters long: ${count(over)} too many.`,
      }
    : { over: false, words: `${count(length)} of ${count(max)} characters` }
}

/**
 * Under a text box: the length against the limit (a longer text is a 422); past it, by how much,
 * so the player can trim before sending. `what` names the texts in the plural ("Comments").
 */
export function LengthNote(props: { id?: string; length: number; max: number; what: string }) {
  const { over, words } = lengthWords(props.length, props.max, props.what)
  return (
    <p id={props.id} className={over ? 'text-sm font-bold text-danger' : 'text-sm text-stone-600'}>
      {words}
    </p>
  )
}

/** The same note inside a field's own hint (TextField's `hint`). */
export function LengthHint(props: { length: number; max: number; what: string }) {
  const { over, words } = lengthWords(props.length, props.max, props.what)
  return <span className={over ? 'font-bold text-danger' : undefined}>{words}</span>
}
