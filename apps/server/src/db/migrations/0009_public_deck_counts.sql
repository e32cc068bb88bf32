-- Public listings answer their total count (api-decks 4.1). Counted from the listed rows, a
-- listing of every deck read all of them each time the public-deck version moved: 100,000
-- index entries at 100,000 decks, ten times the work at 10,000. Listed snapshots are counted
-- here instead, per group of the equality filters every listing has, per Phoenixborn (0: none)
-- and per card they hold (card 0: the deck itself), kept by row triggers as the listed rows
-- change; a listing filtered by nothing else, by one Phoenixborn or by one card sums a few
-- rows. Source decks, saved all day, never fire these triggers.
CREATE TABLE public_deck_count (
  is_legacy boolean NOT NULL,
  is_red_rains boolean NOT NULL,
  is_unrestricted boolean NOT NULL,
  is_preconstructed boolean NOT NULL,
  phoenixborn_id integer NOT NULL,
  card_id integer NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (card_id, is_legacy, is_red_rains, is_unrestricted, phoenixborn_id, is_preconstructed)
);

-- Adds `delta` to the counts a listed deck is in; rows in key order, so concurrent writers
-- take their locks in the same order.
CREATE FUNCTION public_deck_count_add(d deck, delta integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO public_deck_count AS c (is_legacy, is_red_rains, is_unrestricted, is_preconstructed,
    phoenixborn_id, card_id, count)
  SELECT d.is_legacy, d.is_red_rains, d.is_unrestricted, d.is_preconstructed,
    coalesce(d.phoenixborn_id, 0), card, delta
  FROM (SELECT 0 AS card UNION SELECT unnest(coalesce(d.card_ids, '{}'))) cards ORDER BY card
  ON CONFLICT (card_id, is_legacy, is_red_rains, is_unrestricted, phoenixborn_id, is_preconstructed)
  DO UPDATE SET count = c.count + excluded.count
$$;

-- The counts recomputed from the listed decks (here, and after bulk writes made without
-- triggers, as the benchmark's).
CREATE FUNCTION public_deck_count_rebuild() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM public_deck_count;
  INSERT INTO public_deck_count (is_legacy, is_red_rains, is_unrestricted, is_preconstructed,
    phoenixborn_id, card_id, count)
  SELECT d.is_legacy, d.is_red_rains, d.is_unrestricted, d.is_preconstructed,
    coalesce(d.phoenixborn_id, 0), cards.card, count(*)
  FROM deck d,
    LATERAL (SELECT 0 AS card UNION SELECT unnest(coalesce(d.card_ids, '{}'))) cards
  WHERE d.is_latest_public
  GROUP BY 1, 2, 3, 4, 5, 6;
$$;
SELECT public_deck_count_rebuild();

CREATE FUNCTION deck_count_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.is_latest_public THEN
    PERFORM public_deck_count_add(OLD, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.is_latest_public THEN
    PERFORM public_deck_count_add(NEW, 1);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER deck_count_inserted AFTER INSERT ON deck FOR EACH ROW
  WHEN (NEW.is_latest_public) EXECUTE FUNCTION deck_count_changed();
CREATE TRIGGER deck_count_deleted AFTER DELETE ON deck FOR EACH ROW
  WHEN (OLD.is_latest_public) EXECUTE FUNCTION deck_count_changed();
CREATE TRIGGER deck_count_updated AFTER UPDATE ON deck FOR EACH ROW
  WHEN ((OLD.is_latest_public OR NEW.is_latest_public)
    AND (OLD.is_latest_public, OLD.is_legacy, OLD.is_red_rains, OLD.is_unrestricted,
         OLD.is_preconstructed, OLD.phoenixborn_id, OLD.card_ids)
      IS DISTINCT FROM (NEW.is_latest_public, NEW.is_legacy, NEW.is_red_rains,
         NEW.is_unrestricted, NEW.is_preconstructed, NEW.phoenixborn_id, NEW.card_ids))
  EXECUTE FUNCTION deck_count_changed();
