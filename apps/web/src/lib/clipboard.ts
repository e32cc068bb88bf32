/** Copies `text`; without the clipboard API (or its permission) copies the selected field. */
export async function copyText(text: string, input: HTMLInputElement | null): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
  } catch {
    input?.select()
    document.execCommand('copy')
  }
}
