import { type PlayerOptions, useOptions } from '../lib/options-store.ts'
import { Icon } from './Icon.tsx'

/** Flips a sort between ascending and descending; says which it is and what a press does. */
export function SortOrderButton({
  order,
  onChange,
}: {
  order: 'asc' | 'desc'
  onChange: (order: 'asc' | 'desc') => void
}) {
  return (
    <button
      type="button"
      className="btn px-2"
      aria-label={
        order === 'asc'
          ? 'Ascending order; switch to descending'
          : 'Descending order; switch to ascending'
      }
      onClick={() => onChange(order === 'asc' ? 'desc' : 'asc')}
    >
      <Icon name={order} />
    </button>
  )
}

const STYLES: { style: PlayerOptions['galleryStyle']; label: string; icon: 'list' | 'binder' }[] = [
  { style: 'list', label: 'List', icon: 'list' },
  { style: 'binder', label: 'Binder', icon: 'binder' },
]

/** List or binder, for every card gallery: one option kept on the device. */
export function GalleryStyleToggle() {
  const galleryStyle = useOptions((state) => state.galleryStyle)
  const setOption = useOptions((state) => state.setOption)
  return (
    <fieldset className="ml-auto flex gap-1">
      <legend className="sr-only">Gallery style</legend>
      {STYLES.map(({ style, label, icon }) => (
        <button
          key={style}
          type="button"
          className="btn-toggle px-2"
          aria-pressed={galleryStyle === style}
          aria-label={label}
          title={label}
          onClick={() => setOption('galleryStyle', style)}
        >
          <Icon name={icon} />
        </button>
      ))}
    </fieldset>
  )
}
