-- A deck's cards, dice and selected cards are kept in the deck's own row, as the compact text the
-- deck reads already built from the content rows (modules/decks/deck-contents.ts), instead of one
-- row per card, die and selected card in deck_card, deck_die and deck_selected_card (issue 31).
--
-- Every save wrote those rows: a new deck some forty of them, each with its keys, foreign keys and
-- the tables' statement triggers, and an autosave ran deck_replace (0008 to 0024) to compare the
-- stored rows with the save's and write the ones that differ. Measured with the deck bench at
-- 100,000 decks, PostgreSQL spent 445 us a save of an existing deck and 682 us a new one, against
-- 80 us for a bare write of the same request; deck_replace made a no-op took an autosave's to
-- 255 us. This release's servers read and write only the deck row: the contents are three
-- columns of it, and `card_ids` and `dice_flags`, which the card and dice filters read, are set
-- by the same write (`contentsColumns`) for every deck, not by triggers on the content rows for
-- snapshots only.
--
-- This is the expand step of a rolling deploy (docs/deploy.md): servers of the release before
-- still read and write the content rows while this release's start. Until its post-deploy step
-- (0026) drops them, the rows and the deck's columns follow each other, each way by a trigger:
-- - a write of the deck's contents (this release) rewrites the deck's content rows of the parts
--   it changed (`deck_rows_from_contents`);
-- - a write of content rows (the release before) sets the columns of the decks it touched
--   (`deck_contents_from_rows`).
-- The setting `ashes.deck_contents_sync`, on while either writes, keeps the other from answering.
-- 0026 drops the content tables, deck_replace and these triggers and functions.
ALTER TABLE deck ADD COLUMN cards_text text, ADD COLUMN dice_text text,
  ADD COLUMN selected_text text;

-- The content columns of the decks `ids`, as their content rows hold them.
CREATE FUNCTION deck_contents_of_rows(ids integer[]) RETURNS TABLE (id integer, cards_text text,
  dice_text text, selected_text text, card_ids integer[], dice_flags integer)
LANGUAGE sql STABLE AS $$
  SELECT d.id,
    (SELECT string_agg(c.card_id || ':' || c.count, ',' ORDER BY c.card_id)
     FROM deck_card c WHERE c.deck_id = d.id),
    (SELECT string_agg(x.die_flag || ':' || x.count, ',' ORDER BY x.position)
     FROM deck_die x WHERE x.deck_id = d.id),
    (SELECT string_agg(concat_ws(':', s.card_id, s.tutor_card_id, s.is_first_five::int,
        s.is_paid_effect::int), ',' ORDER BY s.position)
     FROM deck_selected_card s WHERE s.deck_id = d.id),
    ARRAY(SELECT c.card_id FROM deck_card c WHERE c.deck_id = d.id ORDER BY c.card_id),
    (SELECT coalesce(bit_or(x.die_flag), 0) FROM deck_die x WHERE x.deck_id = d.id)
  FROM unnest(ids) AS d(id)
$$;

-- The stored decks keep what they hold: nothing a listing counts or shows changes, so no trigger
-- needs to run (and a deck's revision stays: its contents are the same).
ALTER TABLE deck DISABLE TRIGGER USER;
UPDATE deck d SET (cards_text, dice_text, selected_text, card_ids, dice_flags) =
  (r.cards_text, r.dice_text, r.selected_text, r.card_ids, r.dice_flags)
FROM deck_contents_of_rows(ARRAY(SELECT id FROM deck)) r WHERE r.id = d.id;
ALTER TABLE deck ENABLE TRIGGER USER;
ALTER TABLE deck ALTER COLUMN card_ids SET DEFAULT '{}', ALTER COLUMN card_ids SET NOT NULL;

-- Card pages count the saved decks that use a card (cards/details.ts) and a player's own decks
-- are filtered by card: both read saved decks by `card_ids`, as the listings read snapshots.
CREATE INDEX deck_saved_cards_idx ON deck USING gin (card_ids) WHERE NOT is_snapshot;

-- Content rows written (by a server of the release before): the columns of the decks touched.
-- The snapshots' card ids and dice flags were kept this way (0003, 0007); the deck row's own
-- triggers now tell the listings of a change.
CREATE FUNCTION deck_contents_from_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('ashes.deck_contents_sync', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('ashes.deck_contents_sync', 'on', true);
  UPDATE deck d SET (cards_text, dice_text, selected_text, card_ids, dice_flags) =
    (r.cards_text, r.dice_text, r.selected_text, r.card_ids, r.dice_flags)
  FROM deck_contents_of_rows(ARRAY(SELECT DISTINCT deck_id FROM changed)) r
  WHERE r.id = d.id AND (d.cards_text, d.dice_text, d.selected_text, d.card_ids, d.dice_flags)
    IS DISTINCT FROM (r.cards_text, r.dice_text, r.selected_text, r.card_ids, r.dice_flags);
  PERFORM set_config('ashes.deck_contents_sync', '', true);
  RETURN NULL;
END
$$;

DROP TRIGGER deck_cards_inserted ON deck_card;
DROP TRIGGER deck_cards_updated ON deck_card;
DROP TRIGGER deck_cards_deleted ON deck_card;
DROP TRIGGER deck_dice_inserted ON deck_die;
DROP TRIGGER deck_dice_deleted ON deck_die;
DROP FUNCTION deck_cards_changed();
DROP FUNCTION deck_dice_changed();
CREATE TRIGGER deck_card_inserted AFTER INSERT ON deck_card REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION deck_contents_from_rows();
CREATE TRIGGER deck_card_updated AFTER UPDATE ON deck_card REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION deck_contents_from_rows();
CREATE TRIGGER deck_card_deleted AFTER DELETE ON deck_card REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION deck_contents_from_rows();
CREATE TRIGGER deck_die_inserted AFTER INSERT ON deck_die REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION deck_contents_from_rows();
CREATE TRIGGER deck_die_updated AFTER UPDATE ON deck_die REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION deck_contents_from_rows();
CREATE TRIGGER deck_die_deleted AFTER DELETE ON deck_die REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION deck_contents_from_rows();
CREATE TRIGGER deck_selected_card_inserted AFTER INSERT ON deck_selected_card
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION deck_contents_from_rows();
CREATE TRIGGER deck_selected_card_updated AFTER UPDATE ON deck_selected_card
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION deck_contents_from_rows();
CREATE TRIGGER deck_selected_card_deleted AFTER DELETE ON deck_selected_card
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION deck_contents_from_rows();

-- A deck's contents written (by this release): its content rows, for servers of the release
-- before. Only the parts whose text changed are rewritten.
CREATE FUNCTION deck_rows_from_contents() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  inserted boolean := TG_OP = 'INSERT';
BEGIN
  IF current_setting('ashes.deck_contents_sync', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('ashes.deck_contents_sync', 'on', true);
  IF inserted OR OLD.cards_text IS DISTINCT FROM NEW.cards_text THEN
    IF NOT inserted THEN
      DELETE FROM deck_card WHERE deck_id = NEW.id;
    END IF;
    INSERT INTO deck_card (deck_id, card_id, count)
    SELECT NEW.id, split_part(e, ':', 1)::int, split_part(e, ':', 2)::int
    FROM unnest(string_to_array(NEW.cards_text, ',')) e;
  END IF;
  IF inserted OR OLD.dice_text IS DISTINCT FROM NEW.dice_text THEN
    IF NOT inserted THEN
      DELETE FROM deck_die WHERE deck_id = NEW.id;
    END IF;
    INSERT INTO deck_die (deck_id, die_flag, count, position)
    SELECT NEW.id, split_part(e, ':', 1)::int, split_part(e, ':', 2)::int, k - 1
    FROM unnest(string_to_array(NEW.dice_text, ',')) WITH ORDINALITY AS x(e, k);
  END IF;
  IF inserted OR OLD.selected_text IS DISTINCT FROM NEW.selected_text THEN
    IF NOT inserted THEN
      DELETE FROM deck_selected_card WHERE deck_id = NEW.id;
    END IF;
    INSERT INTO deck_selected_card
      (deck_id, card_id, tutor_card_id, is_first_five, is_paid_effect, position)
    SELECT NEW.id, split_part(e, ':', 1)::int, split_part(e, ':', 2)::int,
      split_part(e, ':', 3) = '1', split_part(e, ':', 4) = '1', k - 1
    FROM unnest(string_to_array(NEW.selected_text, ',')) WITH ORDINALITY AS x(e, k);
  END IF;
  PERFORM set_config('ashes.deck_contents_sync', '', true);
  RETURN NULL;
END
$$;

CREATE TRIGGER deck_rows_inserted AFTER INSERT ON deck FOR EACH ROW
  WHEN (NEW.cards_text IS NOT NULL OR NEW.dice_text IS NOT NULL OR NEW.selected_text IS NOT NULL)
  EXECUTE FUNCTION deck_rows_from_contents();
CREATE TRIGGER deck_rows_updated AFTER UPDATE OF cards_text, dice_text, selected_text ON deck
  FOR EACH ROW EXECUTE FUNCTION deck_rows_from_contents();
