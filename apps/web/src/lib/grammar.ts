/** Small English grammar for generated labels and counts. */

/**
 * The indefinite article by the word's first letter: "an" before a vowel. Spelling, not sound:
 * enough for the game's words (dice, card types); "a unique", "an hour" would need a word list.
 */
export function withArticle(word: string): string {
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`
}

/** `count` and its noun, singular for exactly one: "1 deck", "0 decks", "3 copies". */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`
}
