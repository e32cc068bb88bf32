-- Title search of the public deck listing (api-decks 4.1, `GET /v2/decks?q=`) had no index: each
-- search computed the English text-search vector of every listed title, walking the listing by
-- date until it had a page, so a word no deck holds cost a pass over every public deck. At
-- 100,000 decks (PostgreSQL, bench seed) `q=zz` cost 605 ms for its page and 435 ms for its
-- count; 20 connections searching so held the pool and pushed unrelated endpoints to seconds
-- (issue 49 item 1). A GIN index of the same expression the listing matches
-- (modules/decks/title-search.ts), over listed decks only, finds a search's decks instead: the
-- same search took 0.06 ms to count and 0.17 ms for its page (EXPLAIN ANALYZE; the listing reads
-- a search's decks from this index before sorting them, listing.ts). PostgreSQL and PGlite both
-- have it built in, no extension; it keeps the listing's semantics (every word a stemmed word or a word's prefix).
-- A save that keeps a deck's title stays a heap-only update; only listed snapshots are indexed.
CREATE INDEX deck_latest_public_title_idx
  ON deck USING gin (to_tsvector('english', coalesce(title, '')))
  WHERE is_latest_public;
