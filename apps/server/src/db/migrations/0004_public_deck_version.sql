-- Public deck pages and public listing pages are served from each server's memory while nothing
-- they show has changed: public snapshots (every column and their contents), which snapshot is
-- each deck's latest public one, and their authors' names. The listing version of 0003 now moves
-- with all of that, and each move is announced on the `public_decks` channel so every server
-- drops what it cached at once.
--
-- Saves of source decks, by far the most frequent writes, must stay cheap: the deck triggers of
-- 0003 become row triggers whose WHEN clause lets a source deck through without running any
-- function (half a save's database time went to statement triggers). A deck's contents are
-- always rewritten whole, cards with dice and First Five, so the card trigger alone watches them.
ALTER TABLE deck_listing_state RENAME TO public_deck_state;

CREATE FUNCTION public_decks_changed() RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  moved bigint;
BEGIN
  UPDATE public_deck_state SET version = version + 1 WHERE id = 1 RETURNING version INTO moved;
  PERFORM pg_notify('public_decks', moved::text);
END
$$;

DROP TRIGGER deck_inserted ON deck;
DROP TRIGGER deck_updated ON deck;
DROP FUNCTION deck_inserted();
DROP FUNCTION deck_updated();

CREATE FUNCTION deck_snapshot_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM deck_mark_latest_public(ARRAY[coalesce(NEW.source_id, -NEW.id)]);
  RETURN NULL;
END
$$;
CREATE TRIGGER deck_snapshot_inserted AFTER INSERT ON deck FOR EACH ROW
  WHEN (NEW.is_snapshot AND NEW.is_public AND NOT NEW.is_deleted)
  EXECUTE FUNCTION deck_snapshot_inserted();

CREATE FUNCTION deck_snapshot_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Changes that can move a group's latest public snapshot (the flag itself is not one of them,
  -- so re-marking does not recurse).
  IF (OLD.is_snapshot, OLD.is_public, OLD.is_deleted, OLD.source_id, OLD.created)
      IS DISTINCT FROM (NEW.is_snapshot, NEW.is_public, NEW.is_deleted, NEW.source_id, NEW.created)
  THEN
    PERFORM deck_mark_latest_public(
      ARRAY[coalesce(OLD.source_id, -OLD.id), coalesce(NEW.source_id, -NEW.id)]);
  END IF;
  IF (OLD.is_public OR NEW.is_public OR OLD.is_latest_public OR NEW.is_latest_public)
      AND ROW(OLD.*) IS DISTINCT FROM ROW(NEW.*) THEN
    PERFORM public_decks_changed();
  END IF;
  RETURN NULL;
END
$$;
-- Only snapshots are ever listed or latest.
CREATE TRIGGER deck_snapshot_updated AFTER UPDATE ON deck FOR EACH ROW
  WHEN (OLD.is_snapshot OR NEW.is_snapshot)
  EXECUTE FUNCTION deck_snapshot_updated();

CREATE OR REPLACE FUNCTION deck_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM deck_mark_latest_public(array_agg(DISTINCT coalesce(source_id, -id)))
  FROM old_rows WHERE is_latest_public
  HAVING count(*) > 0;
  IF EXISTS (SELECT 1 FROM old_rows WHERE is_snapshot AND is_public OR is_latest_public) THEN
    PERFORM public_decks_changed();
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION deck_cards_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM changed c JOIN deck d ON d.id = c.deck_id WHERE d.is_snapshot) THEN
    RETURN NULL;
  END IF;
  UPDATE deck d SET card_ids = ARRAY(
    SELECT c.card_id FROM deck_card c WHERE c.deck_id = d.id ORDER BY c.card_id)
  WHERE d.id IN (SELECT deck_id FROM changed) AND d.is_snapshot;
  IF EXISTS (SELECT 1 FROM changed c JOIN deck d ON d.id = c.deck_id
             WHERE d.is_snapshot AND d.is_public OR d.is_latest_public) THEN
    PERFORM public_decks_changed();
  END IF;
  RETURN NULL;
END
$$;

DROP FUNCTION deck_listing_bump();

-- Every deck shows its author's name and badge.
CREATE FUNCTION player_renamed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
             WHERE (o.username, o.badge) IS DISTINCT FROM (n.username, n.badge)) THEN
    PERFORM public_decks_changed();
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER player_renamed AFTER UPDATE ON player
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION player_renamed();

-- Listings have read 0003's partial indexes since; every save still maintained this one.
DROP INDEX deck_listing_idx;
