/**
 * The cards of the discovery tests' constructed corpora: six named ones the decks differ by
 * (A to F), and seven fillers every deck holds, late in the alphabet so ties sort them last.
 */
export const CORPUS_CARDS = [
  'absorption',
  'abundance',
  'accelerate',
  'adept-duelist',
  'anchornaut',
  'amplify',
] as const

export const FILLERS = [
  'will-to-survive',
  'whirlwind',
  'wave-crash',
  'wallop',
  'vermillion-sage',
  'vanish',
  'undying-heart',
]
