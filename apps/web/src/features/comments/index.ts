/**
 * The comments feature's public surface, the only module other features import (biome.json
 * enforces it). The comments load on first use: a deck page shows its deck before them.
 */
export const loadCommentsSection = async () => ({
  default: (await import('./CommentsSection.tsx')).CommentsSection,
})
