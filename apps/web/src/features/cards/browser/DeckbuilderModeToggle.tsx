/**
 * The deckbuilder mode option (ui-behaviour §4), shown only while a deck is being built and
 * remembered on the device: when on, the browser hides conjurations and Phoenixborn and lists
 * only the chosen Phoenixborn's unique cards.
 */
export function DeckbuilderModeToggle({
  on,
  onChange,
}: {
  on: boolean
  onChange: (on: boolean) => void
}) {
  return (
    <button
      type="button"
      // A 44 px touch target on phones, beside the 44 px "Filters (n)".
      className="btn-toggle min-h-11 text-sm md:min-h-0"
      aria-pressed={on}
      title="Only cards your deck can take: no conjurations or Phoenixborn, and only your Phoenixborn's unique cards"
      onClick={() => onChange(!on)}
    >
      Deckbuilder mode
    </button>
  )
}
