-- Public listings filter by the dice a deck uses (issue 18 item 6). A snapshot's dice pool as one
-- bit mask (the DIE_FLAGS of packages/game, which deck_die.die_flag holds), kept by the trigger
-- below as card_ids is, so the filter is a bit test on the listed row itself rather than a probe
-- of deck_die deck by deck. Source decks, never listed publicly, leave it 0.
ALTER TABLE deck ADD COLUMN dice_flags integer NOT NULL DEFAULT 0;

-- Dice written to or removed from a snapshot (on creation; imports rewrite decks in place). The
-- update of a listed snapshot moves the public-deck version through deck_snapshot_updated (0004).
CREATE FUNCTION deck_dice_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM changed c JOIN deck d ON d.id = c.deck_id WHERE d.is_snapshot) THEN
    RETURN NULL;
  END IF;
  UPDATE deck d SET dice_flags = pool.flags
  FROM (SELECT d2.id, coalesce(bit_or(x.die_flag), 0) AS flags
        FROM deck d2 LEFT JOIN deck_die x ON x.deck_id = d2.id
        WHERE d2.id IN (SELECT deck_id FROM changed) AND d2.is_snapshot
        GROUP BY d2.id) pool
  WHERE d.id = pool.id AND d.dice_flags <> pool.flags;
  RETURN NULL;
END
$$;
CREATE TRIGGER deck_dice_inserted AFTER INSERT ON deck_die
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION deck_dice_changed();
CREATE TRIGGER deck_dice_deleted AFTER DELETE ON deck_die
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION deck_dice_changed();

-- Snapshots written before this migration.
UPDATE deck d SET dice_flags = pool.flags
FROM (SELECT deck_id, bit_or(die_flag) AS flags FROM deck_die GROUP BY deck_id) pool
WHERE d.id = pool.deck_id AND d.is_snapshot;
