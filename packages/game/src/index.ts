export {
  CARD_TYPES,
  type CardType,
  isCardType,
  isConjuredType,
  isTypeFilter,
  pluralTypeName,
  SECTION_ORDER,
  type SectionName,
  TYPE_FILTER_VALUES,
  TYPE_FILTERS,
  type TypeFilter,
  typeOrder,
  typesForFilters,
} from './card-types.ts'
export {
  type CostInput,
  type CostStep,
  costWeight,
  deriveDice,
  diceOfCard,
  type MagicCost,
  magicCostOf,
  parseCost,
} from './cost.ts'
export {
  DECK_DIE_COUNTERS,
  DICE,
  DICE_PER_DECK,
  DIE_FLAGS,
  type DiceFilterName,
  type DieName,
  diceFlags,
  diceFromFlags,
  isDiceFilterName,
  isDieName,
  UnknownDieError,
} from './dice.ts'
export {
  buildSearchText,
  indexSearchText,
  matchesSearch,
  type SearchableCard,
  type SearchIndex,
  searchTerms,
} from './search.ts'
export { STOP_WORDS } from './stop-words.ts'
export { stubify } from './stub.ts'
export {
  type Block,
  conjurationReferences,
  type DieFace,
  type Inline,
  type ParagraphKind,
  parseCardText,
  parseUserText,
  plainText,
  type SymbolName,
  type TextMode,
} from './text.ts'
export { isImageUrl } from './text-tokens.ts'
