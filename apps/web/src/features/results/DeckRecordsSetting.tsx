import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { CheckboxField } from '../../components/TextField.tsx'
import { toast } from '../../lib/toast-store.ts'
import { saveDeckRecordsSetting, useDeckRecordsSetting } from './api.ts'

export const SHOW_RECORDS_LABEL = "Show my decks' game records on their published snapshots"

/**
 * The account setting of issue 28: whether a published snapshot shows the game record of the
 * deck it came from to everyone (off by default; the owner always sees their own records).
 */
export function DeckRecordsSetting() {
  const setting = useDeckRecordsSetting()
  const client = useQueryClient()
  const [saving, setSaving] = useState(false)
  if (!setting.data) return null
  const change = async (show: boolean) => {
    setSaving(true)
    try {
      await saveDeckRecordsSetting({ show_on_public_snapshots: show })
      await setting.refetch()
      // Deck pages read records with the setting applied: read them again.
      await client.invalidateQueries({ queryKey: ['decks'] })
      toast.success(
        show ? 'Your published decks now show their records.' : 'Your records are now yours alone.',
      )
    } finally {
      setSaving(false)
    }
  }
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-bold">Game records</h2>
      <p className="text-sm text-stone-600">
        Apps you allow to report results (such as a play client) record how your decks do.
      </p>
      <CheckboxField
        label={SHOW_RECORDS_LABEL}
        checked={setting.data.show_on_public_snapshots}
        disabled={saving}
        onChange={(checked) => void change(checked)}
      />
    </section>
  )
}
