/**
 * The likes feature's public surface (issue 29): the deck page's like button, the count on deck
 * stubs, the public listings' sort and "Decks I like".
 */
export { LIKED_PAGE_SIZE, useLikedDecks } from './api.ts'
export { LikeButton } from './LikeButton.tsx'
export { LikeCount } from './LikeCount.tsx'
export { isPublicDeckSort, PUBLIC_SORT_LABELS, type PublicDeckSort } from './sorts.ts'
export { TRENDING_HELP_ID, TrendingHelp } from './TrendingHelp.tsx'
