import { useEffect } from 'react'
import { ThemeChoice } from '../components/ThemeChoice.tsx'
import { AccountSettingsForm } from '../features/account/AccountSettingsForm.tsx'
import { useAccount } from '../features/account/api.ts'
import { ExportDecks } from '../features/account/ExportDecks.tsx'
import { PasswordChangeForm } from '../features/account/PasswordChangeForm.tsx'
import { AppRegistration } from '../features/apps/AppRegistration.tsx'
import { GrantedApps } from '../features/apps/GrantedApps.tsx'
import { RedeliverButton } from '../features/apps/RedeliverButton.tsx'
import { DeckRecordsSetting } from '../features/results/DeckRecordsSetting.tsx'
import { WebhookDeliveries } from '../features/webhooks/WebhookDeliveries.tsx'
import { Link, useNavigate } from '../lib/router/index.ts'
import { toast } from '../lib/toast-store.ts'

export default function Settings() {
  const account = useAccount()
  const navigate = useNavigate()

  useEffect(() => {
    if (!account.isError) return
    toast.error('Unable to load account settings; please report this!')
    navigate(-1)
  }, [account.isError, navigate])

  if (account.isPending || account.isError) return <p className="py-8">Loading account...</p>
  return (
    <div className="mx-auto max-w-lg space-y-8 py-6">
      <section className="space-y-4">
        <h1 className="text-2xl font-bold">Account settings</h1>
        <p>
          <Link to={`/players/${encodeURIComponent(account.data.badge)}/`} className="link">
            View your public profile
          </Link>
        </p>
        <AccountSettingsForm account={account.data} />
      </section>
      <div className="border-t border-stone-200 pt-6">
        <DeckRecordsSetting />
      </div>
      <section className="border-t border-stone-200 pt-6">
        <PasswordChangeForm email={account.data.email} />
      </section>
      <section className="space-y-2 border-t border-stone-200 pt-6">
        <h2 className="text-lg font-bold">This device</h2>
        <ThemeChoice className="max-w-xs" />
      </section>
      <div className="border-t border-stone-200 pt-6">
        <ExportDecks />
      </div>
      <div className="border-t border-stone-200 pt-6">
        <GrantedApps />
      </div>
      <div className="border-t border-stone-200 pt-6">
        <AppRegistration
          details={(clientId) => (
            <WebhookDeliveries
              clientId={clientId}
              action={(delivery) => (
                <RedeliverButton clientId={clientId} deliveryId={delivery.id} />
              )}
            />
          )}
        />
      </div>
    </div>
  )
}
