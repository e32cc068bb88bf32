import { useId } from 'react'

/** Notes an admin must give when changing someone else's comment (kept by the server). */
export function ModerationNotes(props: { value: string; onChange: (value: string) => void }) {
  const id = useId()
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        Moderation notes
      </label>
      <input
        id={id}
        className="field"
        placeholder="Why this comment is being moderated"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        required
      />
    </div>
  )
}
