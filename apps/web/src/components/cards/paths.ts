export function cardPath(stub: string, legacy = false): string {
  return `/cards/${legacy ? 'legacy/' : ''}${encodeURIComponent(stub)}/`
}
