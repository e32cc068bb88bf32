import { type FormEvent, useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { TextField } from '../components/TextField.tsx'
import { saveAccount, useAccount } from '../features/auth/api.ts'
import { useAuth } from '../lib/auth-store.ts'
import { useOptions } from '../lib/options-store.ts'
import { toast } from '../lib/toast-store.ts'
import { useSubmit } from '../lib/useSubmit.ts'

export default function Settings() {
  const account = useAccount()
  const navigate = useNavigate()
  const [username, setUsername] = useState('')
  const [description, setDescription] = useState('')
  const [colorize, setColorize] = useState(false)
  const { busy, run } = useSubmit()

  useEffect(() => {
    if (!account.data) return
    setUsername(account.data.username)
    setDescription(account.data.description ?? '')
    setColorize(account.data.colorize_icons)
  }, [account.data])
  useEffect(() => {
    if (!account.isError) return
    toast.error('Unable to load account settings; please report this!')
    navigate(-1)
  }, [account.isError, navigate])

  if (account.isPending || account.isError) return <p className="py-8">Loading account...</p>
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void run(async () => {
      const user = await saveAccount({
        username: username.trim(),
        description,
        colorize_icons: colorize,
      })
      const { token, logIn } = useAuth.getState()
      if (token) logIn(token, user)
      useOptions.getState().setOption('colorizeIcons', user.colorize_icons)
      await account.refetch()
      toast.success('Account settings saved!')
    })
  }
  return (
    <section className="mx-auto max-w-md space-y-4 py-6">
      <h1 className="text-2xl font-bold">Account settings</h1>
      <p>
        <Link to={`/players/${encodeURIComponent(account.data.badge)}/`} className="link">
          View your public profile
        </Link>
      </p>
      <form onSubmit={submit} className="space-y-3">
        <TextField label="Username" value={username} onChange={setUsername} />
        <TextField label="Description" multiline value={description} onChange={setDescription} />
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={colorize}
            onChange={(event) => setColorize(event.target.checked)}
          />
          Use colored cost icons
        </label>
        <button type="submit" className="btn-primary" disabled={busy || !username.trim()}>
          Save settings
        </button>
      </form>
    </section>
  )
}
