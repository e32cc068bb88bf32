import type { OAuthScope } from '@ashes/api'
import { SCOPE_WORDS } from './api.ts'

/** What an app may do, one line per scope, in plain words. */
export function ScopeList({ scopes }: { scopes: OAuthScope[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5">
      {scopes.map((scope) => (
        <li key={scope}>{SCOPE_WORDS[scope]}</li>
      ))}
    </ul>
  )
}
