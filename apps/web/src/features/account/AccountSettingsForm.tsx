import type { UserSelf } from '@ashes/api'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { CheckboxField } from '../../components/TextField.tsx'
import { useAuth } from '../../lib/auth-store.ts'
import { useOptions } from '../../lib/options-store.ts'
import { toast } from '../../lib/toast-store.ts'
import { useForm } from '../../lib/useForm.ts'
import { saveAccount, saveReleaseCollection, useReleaseCollection } from './api.ts'
import { EmailChoices, type EmailChoiceValues } from './EmailChoices.tsx'
import { OwnedReleases } from './OwnedReleases.tsx'
import { PlayerDescriptionField } from './PlayerDescriptionField.tsx'
import { UsernameField, usernameProblem } from './UsernameField.tsx'

/** Username, description, colored icons, mail choices and owned releases, saved together (SPEC §2). */
export function AccountSettingsForm({ account }: { account: UserSelf }) {
  const queryClient = useQueryClient()
  const releases = useReleaseCollection()
  const form = useForm({ username: account.username, description: account.description ?? '' })
  const { username, description } = form.values
  const [colorize, setColorize] = useState(account.colorize_icons)
  const [email, setEmail] = useState<EmailChoiceValues>({
    newsletter_opt_in: account.newsletter_opt_in,
    email_subscriptions: account.email_subscriptions,
    exclude_subscriptions: account.exclude_subscriptions,
  })
  // null until the player ticks a box: the collection is only replaced when it was edited.
  const [editedOwned, setEditedOwned] = useState<string[] | null>(null)
  const owned =
    editedOwned ?? releases.data?.filter((release) => release.is_mine).map((r) => r.stub) ?? []

  const submit = form.onSubmit(async () => {
    const user = await saveAccount({
      username: username.trim(),
      description,
      colorize_icons: colorize,
      ...email,
    })
    if (editedOwned) await saveReleaseCollection(editedOwned)
    const { token, logIn } = useAuth.getState()
    if (token) logIn(token, user)
    useOptions.getState().setOption('colorizeIcons', user.colorize_icons)
    // Card listings filtered by 'Mine' and the release lists depend on what was just saved.
    await queryClient.invalidateQueries()
    setEditedOwned(null)
    toast.success('Account settings saved!')
  })

  return (
    <form onSubmit={submit} className="space-y-4">
      <UsernameField {...form.field('username')} />
      <PlayerDescriptionField label="Description" {...form.field('description')} />
      <CheckboxField label="Use colored cost icons" checked={colorize} onChange={setColorize} />
      <EmailChoices values={email} onChange={setEmail} />
      <OwnedReleases releases={releases} owned={owned} onChange={setEditedOwned} />
      <button
        type="submit"
        className="btn-primary"
        disabled={form.busy || !username.trim() || usernameProblem(username) !== null}
      >
        Save settings
      </button>
    </form>
  )
}
