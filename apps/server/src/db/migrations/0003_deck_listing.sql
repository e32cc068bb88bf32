-- Public deck listings show one row per source deck: its latest public, live snapshot (latest by
-- created, then id). Picking it with DISTINCT ON scanned and sorted every public snapshot for each
-- page and again for its count. This flag marks that row instead, so a page reads an index.
-- Statement triggers keep it right whoever writes decks (saves, snapshots, deletion, imports, the
-- card-data import, tests writing rows directly), one pass per statement even for bulk writes.
ALTER TABLE deck ADD COLUMN is_latest_public boolean NOT NULL DEFAULT false;
-- A snapshot's card ids (from deck_card, kept by the trigger below), so the listing's card filter
-- reads a GIN index instead of probing deck_card deck by deck. Source decks leave it null.
ALTER TABLE deck ADD COLUMN card_ids integer[];

-- Servers cache listing counts under this version. It moves with every change that can alter a
-- count: a snapshot becoming or ceasing to be listed, or a listed one's title, Phoenixborn, owner,
-- flags or cards changing.
CREATE TABLE deck_listing_state (
  id integer PRIMARY KEY CHECK (id = 1),
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO deck_listing_state (id) VALUES (1);

-- Re-marks the latest public snapshot of the given groups: a group is the snapshots of one
-- source deck (key = source id) or a snapshot without a source on its own (key = -id).
CREATE FUNCTION deck_mark_latest_public(group_keys integer[]) RETURNS void
LANGUAGE sql AS $$
  WITH members AS (
    SELECT id, source_id AS key, created, is_latest_public,
      is_snapshot AND is_public AND NOT is_deleted AS live
    FROM deck WHERE source_id = ANY(group_keys)
    UNION ALL
    SELECT id, -id, created, is_latest_public, is_snapshot AND is_public AND NOT is_deleted
    FROM deck WHERE source_id IS NULL AND id = ANY(SELECT -k FROM unnest(group_keys) k WHERE k < 0)
  ), latest AS (
    SELECT DISTINCT ON (key) id FROM members WHERE live ORDER BY key, created DESC, id DESC
  )
  UPDATE deck d SET is_latest_public = (latest.id IS NOT NULL)
  FROM members LEFT JOIN latest ON latest.id = members.id
  WHERE d.id = members.id AND members.is_latest_public <> (latest.id IS NOT NULL)
$$;

CREATE FUNCTION deck_listing_bump() RETURNS void
LANGUAGE sql AS $$
  UPDATE deck_listing_state SET version = version + 1 WHERE id = 1
$$;

CREATE FUNCTION deck_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM deck_mark_latest_public(array_agg(DISTINCT coalesce(source_id, -id)))
  FROM new_rows WHERE is_snapshot AND is_public AND NOT is_deleted
  HAVING count(*) > 0;
  RETURN NULL;
END
$$;

CREATE FUNCTION deck_updated() RETURNS trigger
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
    WHERE (o.is_latest_public OR n.is_latest_public)
      AND (o.is_latest_public, o.title, o.phoenixborn_id, o.player_id, o.is_legacy, o.is_red_rains,
           o.is_unrestricted, o.is_preconstructed, o.is_deleted)
        IS DISTINCT FROM (n.is_latest_public, n.title, n.phoenixborn_id, n.player_id, n.is_legacy,
           n.is_red_rains, n.is_unrestricted, n.is_preconstructed, n.is_deleted)
  ) THEN
    PERFORM deck_listing_bump();
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION deck_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM deck_mark_latest_public(array_agg(DISTINCT coalesce(source_id, -id)))
  FROM old_rows WHERE is_latest_public
  HAVING count(*) > 0;
  IF FOUND THEN
    PERFORM deck_listing_bump();
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER deck_inserted AFTER INSERT ON deck
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION deck_inserted();
CREATE TRIGGER deck_updated AFTER UPDATE ON deck
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION deck_updated();
CREATE TRIGGER deck_deleted AFTER DELETE ON deck
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION deck_deleted();

-- Cards written to or removed from a snapshot (on creation; imports rewrite decks in place).
CREATE FUNCTION deck_cards_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE deck d SET card_ids = ARRAY(
    SELECT c.card_id FROM deck_card c WHERE c.deck_id = d.id ORDER BY c.card_id)
  WHERE d.id IN (SELECT deck_id FROM changed) AND d.is_snapshot;
  IF EXISTS (SELECT 1 FROM changed c JOIN deck d ON d.id = c.deck_id WHERE d.is_latest_public) THEN
    PERFORM deck_listing_bump();
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER deck_cards_inserted AFTER INSERT ON deck_card
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION deck_cards_changed();
CREATE TRIGGER deck_cards_updated AFTER UPDATE ON deck_card
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION deck_cards_changed();
CREATE TRIGGER deck_cards_deleted AFTER DELETE ON deck_card
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION deck_cards_changed();

-- Decks written before this migration.
UPDATE deck d SET card_ids = ARRAY(
  SELECT c.card_id FROM deck_card c WHERE c.deck_id = d.id ORDER BY c.card_id)
WHERE d.is_snapshot;
SELECT deck_mark_latest_public(array_agg(DISTINCT coalesce(source_id, -id)))
FROM deck WHERE is_snapshot AND is_public AND NOT is_deleted;

-- Listing pages in either order, by the equality filters every listing has.
CREATE INDEX deck_latest_public_created_idx
  ON deck (is_legacy, is_red_rains, is_unrestricted, created, id) WHERE is_latest_public;
CREATE INDEX deck_latest_public_modified_idx
  ON deck (is_legacy, is_red_rains, is_unrestricted, modified, id) WHERE is_latest_public;
CREATE INDEX deck_latest_public_phoenixborn_idx
  ON deck (is_legacy, is_red_rains, is_unrestricted, phoenixborn_id, created, id)
  WHERE is_latest_public;
CREATE INDEX deck_latest_public_cards_idx ON deck USING gin (card_ids) WHERE is_latest_public;
-- The preconstructed deck of each release, looked up by every deck page.
CREATE INDEX deck_preconstructed_idx
  ON deck (preconstructed_release, id) WHERE preconstructed_release IS NOT NULL;
