-- Public deck pages and public listing pages are served from each server's memory while nothing
-- they show has changed: public snapshots (every column, their cards, dice and First Five), which
-- snapshot is each deck's latest public one, and their authors' names. The listing version of
-- 0003 now moves with all of that, and each move is announced on the `public_decks` channel so
-- every server drops what it cached at once. Saves of source decks and private snapshots, by far
-- the most frequent writes, leave it alone.
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

CREATE OR REPLACE FUNCTION deck_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Changes that can move a group's latest public snapshot (the flag itself is not one of them,
  -- so re-marking does not recurse).
  PERFORM deck_mark_latest_public(array_agg(DISTINCT key))
  FROM old_rows o JOIN new_rows n ON n.id = o.id,
    LATERAL (VALUES (coalesce(o.source_id, -o.id)), (coalesce(n.source_id, -n.id))) AS k(key)
  WHERE (o.is_snapshot OR n.is_snapshot)
    AND (o.is_snapshot, o.is_public, o.is_deleted, o.source_id, o.created)
      IS DISTINCT FROM (n.is_snapshot, n.is_public, n.is_deleted, n.source_id, n.created)
  HAVING count(*) > 0;
  IF EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.is_snapshot AND o.is_public OR n.is_snapshot AND n.is_public
           OR o.is_latest_public OR n.is_latest_public)
      AND ROW(o.*) IS DISTINCT FROM ROW(n.*)
  ) THEN
    PERFORM public_decks_changed();
  END IF;
  RETURN NULL;
END
$$;

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

-- Dice and First Five rows of a public snapshot (written with it; imports rewrite them).
CREATE FUNCTION deck_parts_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed c JOIN deck d ON d.id = c.deck_id
             WHERE d.is_snapshot AND d.is_public) THEN
    PERFORM public_decks_changed();
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER deck_dice_inserted AFTER INSERT ON deck_die
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION deck_parts_changed();
CREATE TRIGGER deck_dice_updated AFTER UPDATE ON deck_die
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION deck_parts_changed();
CREATE TRIGGER deck_dice_deleted AFTER DELETE ON deck_die
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION deck_parts_changed();
CREATE TRIGGER deck_selected_inserted AFTER INSERT ON deck_selected_card
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION deck_parts_changed();
CREATE TRIGGER deck_selected_updated AFTER UPDATE ON deck_selected_card
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION deck_parts_changed();
CREATE TRIGGER deck_selected_deleted AFTER DELETE ON deck_selected_card
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION deck_parts_changed();

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
