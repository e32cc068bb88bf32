-- The first page of a public listing by one card read the created-date index from the newest
-- deck back until 30 held the card: for a card held mostly by old decks, a scan that grows with
-- the decks listed (or, planned the other way, every deck holding it, sorted). Here each listed
-- snapshot has one row per card it holds, with the listing's equality flags and its creation
-- date, indexed in the listing's order: a page by one card reads its rows and no others. Kept by
-- row triggers on the listed rows as 0009's counts are; source-deck saves never fire them.
CREATE TABLE public_deck_card (
  card_id integer NOT NULL,
  is_legacy boolean NOT NULL,
  is_red_rains boolean NOT NULL,
  is_unrestricted boolean NOT NULL,
  created timestamptz NOT NULL,
  deck_id integer NOT NULL,
  PRIMARY KEY (card_id, is_legacy, is_red_rains, is_unrestricted, created, deck_id)
);
CREATE INDEX public_deck_card_deck_idx ON public_deck_card (deck_id);

CREATE FUNCTION public_deck_card_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.is_latest_public THEN
    DELETE FROM public_deck_card WHERE deck_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.is_latest_public THEN
    INSERT INTO public_deck_card (card_id, is_legacy, is_red_rains, is_unrestricted, created, deck_id)
    SELECT DISTINCT card, NEW.is_legacy, NEW.is_red_rains, NEW.is_unrestricted, NEW.created, NEW.id
    FROM unnest(coalesce(NEW.card_ids, '{}')) card;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER deck_cards_inserted AFTER INSERT ON deck FOR EACH ROW
  WHEN (NEW.is_latest_public) EXECUTE FUNCTION public_deck_card_changed();
CREATE TRIGGER deck_cards_deleted AFTER DELETE ON deck FOR EACH ROW
  WHEN (OLD.is_latest_public) EXECUTE FUNCTION public_deck_card_changed();
CREATE TRIGGER deck_cards_updated AFTER UPDATE ON deck FOR EACH ROW
  WHEN ((OLD.is_latest_public OR NEW.is_latest_public)
    AND (OLD.is_latest_public, OLD.is_legacy, OLD.is_red_rains, OLD.is_unrestricted,
         OLD.created, OLD.card_ids)
      IS DISTINCT FROM (NEW.is_latest_public, NEW.is_legacy, NEW.is_red_rains,
         NEW.is_unrestricted, NEW.created, NEW.card_ids))
  EXECUTE FUNCTION public_deck_card_changed();

-- 0009's rebuild (run after bulk writes made without triggers) rebuilds these rows too.
CREATE OR REPLACE FUNCTION public_deck_count_rebuild() RETURNS void
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
  DELETE FROM public_deck_card;
  INSERT INTO public_deck_card (card_id, is_legacy, is_red_rains, is_unrestricted, created, deck_id)
  SELECT DISTINCT card, d.is_legacy, d.is_red_rains, d.is_unrestricted, d.created, d.id
  FROM deck d, unnest(coalesce(d.card_ids, '{}')) card
  WHERE d.is_latest_public;
$$;
SELECT public_deck_count_rebuild();
