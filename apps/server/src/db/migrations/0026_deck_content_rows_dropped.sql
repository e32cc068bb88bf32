-- post-deploy
-- The contract step of 0025: once every server runs the release that reads and writes a deck's
-- contents in its row, nothing reads the content rows. They, the triggers that kept them and the
-- deck's columns following each other, and deck_replace (the release before's autosave) go. A
-- save then writes the deck row alone. PostgreSQL's CPU a save at 1,000 and 2,000 decks
-- (BENCH_DECKS=1000,2000 BENCH_COLD=3 BENCH_ROUNDS=3 BENCH_SECONDS=3 npx tsx bench/decks.ts): a
-- new deck 155-189 us, an autosave 155-157 us, against 370-397 and 222-248 us before 0025; the
-- saves' share of the bare write 0.40-0.45, against 0.26-0.30.
DROP TRIGGER deck_rows_inserted ON deck;
DROP TRIGGER deck_rows_updated ON deck;
DROP FUNCTION deck_rows_from_contents();
DROP TABLE deck_card, deck_die, deck_selected_card;
DROP FUNCTION deck_contents_from_rows();
DROP FUNCTION deck_contents_of_rows(integer[]);
DROP FUNCTION deck_replace(integer, jsonb);
