-- Game results (issue 28): an app with `results:write` reports how a player's deck did, and the
-- deck's page shows its record against each opponent Phoenixborn. A result is kept on the
-- source deck (a result reported for a snapshot goes to the deck it was taken from), so a
-- published snapshot shows the record of the deck it came from. `(client_id, player_id,
-- match_id)` is unique: an app that retries a report (a lost answer) records the game once.
-- Deleting an app keeps its players' records (client_id set null).
CREATE TABLE game_result (
  id serial PRIMARY KEY,
  deck_id integer NOT NULL REFERENCES deck(id) ON DELETE CASCADE,
  player_id integer NOT NULL REFERENCES player(id) ON DELETE CASCADE,
  client_id text REFERENCES oauth_app(client_id) ON DELETE SET NULL,
  match_id text NOT NULL,
  result text NOT NULL CHECK (result IN ('win', 'loss', 'draw')),
  opponent_phoenixborn_id integer NOT NULL REFERENCES card(id),
  format text NOT NULL,
  played_at timestamptz NOT NULL,
  recorded timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, player_id, match_id)
);
CREATE INDEX game_result_deck ON game_result (deck_id);

-- Whether others see, on a deck's published snapshots, the record of the deck they came from
-- (off until the player turns it on: a record says how a player plays).
ALTER TABLE player ADD COLUMN show_deck_records boolean NOT NULL DEFAULT false;
