import { Dialog } from '../components/Dialog.tsx'
import type { Shortcut } from '../lib/shortcuts.ts'

/**
 * The list of shortcuts, given the registry the listener runs (a prop, not an import: this chunk
 * then shares no module with the entry but the Dialog's, and the bundler keeps the entry whole).
 */
export default function ShortcutList({
  shortcuts,
  onClose,
}: {
  shortcuts: readonly Pick<Shortcut<unknown>, 'label' | 'description' | 'when'>[]
  onClose: () => void
}) {
  return (
    <Dialog title="Keyboard shortcuts" onClose={onClose}>
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <th scope="col">Key</th>
            <th scope="col">Action</th>
            <th scope="col">When</th>
          </tr>
        </thead>
        <tbody>
          {shortcuts.map((shortcut) => (
            <tr key={shortcut.label} className="border-t border-stone-200 align-top">
              <td className="py-1 pr-2">
                <kbd className="rounded border border-stone-400 bg-stone-100 px-1.5 font-mono">
                  {shortcut.label}
                </kbd>
              </td>
              <td className="py-1 pr-2">{shortcut.description}</td>
              <td className="py-1 text-stone-600">{shortcut.when}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-sm text-stone-600">Keys do nothing while you type in a field, but Esc.</p>
    </Dialog>
  )
}
