import { type Theme, useOptions } from '../lib/options-store.ts'

const THEMES: { theme: Theme; label: string }[] = [
  { theme: 'system', label: 'System' },
  { theme: 'light', label: 'Light' },
  { theme: 'dark', label: 'Dark' },
]

/**
 * The colour theme, kept on the device (issue 18): in the account menu, whether logged in or not,
 * and on the settings page, where a player looks for it (issue 26). The choice shows at once.
 */
export function ThemeChoice({ className }: { className?: string }) {
  const theme = useOptions((state) => state.theme)
  const setOption = useOptions((state) => state.setOption)
  return (
    <fieldset className={className}>
      <legend className="float-left mb-1 text-xs font-semibold text-stone-600">Theme</legend>
      <div className="clear-left flex gap-1">
        {THEMES.map((option) => (
          <button
            key={option.theme}
            type="button"
            className="btn-toggle min-h-11 flex-1 sm:min-h-9 px-1 text-xs"
            aria-pressed={theme === option.theme}
            onClick={() => setOption('theme', option.theme)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  )
}
