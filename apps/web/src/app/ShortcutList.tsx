import { Dialog } from '../components/Dialog.tsx'
import { SHORTCUTS } from './shortcuts.ts'

/** The list of shortcuts, read from the registry the listener runs. */
export default function ShortcutList({ onClose }: { onClose: () => void }) {
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
          {SHORTCUTS.map((shortcut) => (
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
