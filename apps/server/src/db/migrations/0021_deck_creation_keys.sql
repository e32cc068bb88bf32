-- Creating a deck safely more than once. The builder creates a new deck with PUT /v2/decks and no
-- id; when the page is left while that request is on its way, the next page cannot know whether it
-- landed, and creating the deck again made a second one (the builder's search of the player's
-- newest decks missed a creation still in flight). A creation may now carry an `Idempotency-Key`
-- header, a random name the client gives the new deck: the first creation with a key stores
-- (player, key) -> deck here, in the statement that inserts the deck; another with the same key
-- from the same player within a day creates nothing and answers that deck. Two at once are
-- settled by the primary key: the second waits for the first and then finds its row.
--
-- Rows live a day: a key older than that names nothing and may create again (the row is then
-- taken over), and each keyed creation deletes a couple of expired rows, oldest first, so the
-- table holds about a day of creations. A deck removed for good takes its key with it.
CREATE TABLE deck_creation_key (
  player_id integer NOT NULL REFERENCES player(id) ON DELETE CASCADE,
  key text NOT NULL,
  deck_id integer NOT NULL REFERENCES deck(id) ON DELETE CASCADE,
  created timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (player_id, key)
);
CREATE INDEX deck_creation_key_created_idx ON deck_creation_key (created);
CREATE INDEX deck_creation_key_deck_idx ON deck_creation_key (deck_id);
