export { ACTION_SYMBOLS, type ActionSymbol, actionSymbolSvg } from './action-symbols.ts'
export {
  type BuyDeck,
  type BuyOffers,
  buyOffered,
  buyOffers,
  type CardOffer,
  cardOffers,
  chimeraProducts,
  DICE_REFERENCE_CARDS,
  type DiceOffer,
  diceOffers,
  diceReferenceCards,
  type PrintedCard,
  printedCards,
  printedCount,
  type StoreProduct,
} from './buy.ts'
export { filterListing, type ListingCard, listingSortKey, sortListings } from './card-listing.ts'
export { type CardListingCopy, listCopy, listingCopy } from './card-listing-copy.ts'
export {
  CARD_TYPES,
  type CardType,
  isCardType,
  isConjuredType,
  isSummonSpell,
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
  costCountsFit,
  costWeight,
  deriveDice,
  diceOfCard,
  MAX_COST_COUNT,
  type MagicCost,
  magicCostOf,
  parseCost,
} from './cost.ts'
export {
  canAddCopy,
  copyLimit,
  DECK_CARD_LIMIT,
  DECK_SIZE,
  type DeckEntry,
  type DeckIssue,
  type DeckIssueCode,
  type DeckRuleCard,
  type DeckRuleInput,
  deckCardCount,
  deckCardIssues,
  deckCardLimitMessage,
  deckSize,
  MAX_COPIES,
  MAX_PHOENIXBORN_CARDS,
  PUBLISH_COUNTS_MESSAGE,
  phoenixbornCardCount,
  publishIssues,
  UNRESTRICTED_DECK_SIZE,
  UNRESTRICTED_PUBLISH_MESSAGE,
} from './deck.ts'
export {
  canSetCopies,
  copyLimits,
  diceSlots,
  isDeckCard,
  keepCardsFor,
  legalCards,
  maxDieCount,
  withDieCount,
} from './deck-builder.ts'
export { capDice, type DieEntry } from './deck-dice.ts'
export { type CardChange, type DeckDiff, type DiffDeck, deckDiff } from './deck-diff.ts'
export {
  cardSections,
  deckDisplayTitle,
  deckExportText,
  type ExportCard,
  type ExportDeck,
  type ExportOptions,
} from './deck-export-text.ts'
export {
  type DeckKind,
  publishedKindChange,
  RED_RAINS_LOCKED,
  UNRESTRICTED_LOCKED,
} from './deck-kind.ts'
export { byCodePoint, conjurationPile, type PileCard, type PileEntry } from './deck-pile.ts'
export {
  type DeckStats,
  deckDiceOdds,
  deckStats,
  type MagicDemand,
  mainCostDice,
  type StatsCard,
  type StatsDeck,
} from './deck-stats.ts'
export {
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
export { DIE_COLOURS, DIE_EDGE, type DieColours } from './dice-colours.ts'
export { payProbability } from './dice-odds.ts'
export { atLeastOneChance, DRAW_ROUNDS, type DrawOddsCard, drawOdds } from './draw-odds.ts'
export {
  canStartInHand,
  FIRST_FIVE_SIZE,
  type FirstFiveCard,
  type FirstFiveSelection,
  firstFiveOdds,
  isTutor,
  selectionInDeck,
  setTutorPick,
  toggleFirstFive,
  togglePaidEffect,
} from './first-five.ts'
export { newSeed, randomFrom, seedState, shuffled } from './random.ts'
export {
  buildSearchText,
  indexSearchText,
  matchesSearch,
  type SearchableCard,
  type SearchIndex,
  searchTerms,
} from './search.ts'
export { type SyntaxCard, searchMatcher, syntaxMatcher } from './search-match.ts'
export {
  type CostOperator,
  hasSyntax,
  parseSearch,
  printSearch,
  SEARCH_KEYWORDS,
  type SearchKeyword,
  type SearchQuery,
  SearchSyntaxError,
  type SearchTerm,
  VALID_KEYWORDS_TEXT,
} from './search-syntax.ts'
export { phoenixbornHue, phoenixbornInitials } from './stand-in.ts'
export { STOP_WORDS } from './stop-words.ts'
export { stubify } from './stub.ts'
export { dieSvg, symbolSvg } from './symbol-svg.ts'
export { BASIC_SYMBOL, MAGIC_SYMBOLS, SYMBOL_BOX, symbolName, symbolPath } from './symbols.ts'
export {
  type DieFaceName,
  type DrawCard,
  type DrawDeck,
  type DrawnCopy,
  type DrawState,
  discardFromHand,
  drawCard,
  faceOfRoll,
  HAND_SIZE,
  nextRound,
  type RolledDie,
  startDraw,
} from './test-draw.ts'
export {
  type Block,
  conjurationReferences,
  type DieFace,
  type Inline,
  type ParagraphKind,
  parseCardText,
  parseUserText,
  plainText,
  SYMBOL_WORDS,
  type SymbolName,
  type TextMode,
} from './text.ts'
export { isImageUrl } from './text-tokens.ts'
export {
  COMMENT_MAX_LENGTH,
  capCardRefs,
  DESCRIPTION_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './user-text-limits.ts'
