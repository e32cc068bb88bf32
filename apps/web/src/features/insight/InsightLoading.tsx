/**
 * What the statistics show while they load. On a deck page the place keeps about the panel's
 * height meanwhile, so what follows (the First Five, comments) does not jump up into view and
 * load as well; in the builder's section it stays one line.
 */
export function InsightLoading({ compact }: { compact: boolean }) {
  return (
    <p className={compact ? 'text-stone-600' : 'min-h-[48rem] text-stone-600'}>
      Loading statistics...
    </p>
  )
}
