import { DESCRIPTION_MAX_LENGTH } from '@ashes/game'
import { LengthHint } from '../../components/LengthNote.tsx'
import { TextField } from '../../components/TextField.tsx'

interface PlayerDescriptionFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  /** The server's messages for `description` from the last submit. */
  errors?: string[]
}

/**
 * A player's description, as sign-up's finalize and the account settings ask for it: its length
 * against the limit the server holds it to, flagged once past it.
 */
export function PlayerDescriptionField({
  label,
  value,
  onChange,
  errors,
}: PlayerDescriptionFieldProps) {
  return (
    <TextField
      label={label}
      multiline
      value={value}
      onChange={onChange}
      hint={<LengthHint length={value.length} max={DESCRIPTION_MAX_LENGTH} what="Descriptions" />}
      invalid={value.length > DESCRIPTION_MAX_LENGTH}
      errors={errors}
    />
  )
}
