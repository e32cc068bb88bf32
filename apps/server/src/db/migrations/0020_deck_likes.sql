-- Likes (issue 29): a player likes a published deck, once, and public listings sort by the most
-- liked and by trending.
--
-- A like belongs to the SOURCE deck, as comments and subscriptions do (api-decks 2): the deck page
-- /decks/{id}/ names a snapshot, and publishing again makes a new snapshot with a new id, so a
-- like kept on a snapshot would be lost by every new version of the deck. A public snapshot with
-- no source deck (imported or legacy rows) is its own source. `deck_id` is that deck's id.
CREATE TABLE deck_like (
  deck_id integer NOT NULL REFERENCES deck(id) ON DELETE CASCADE,
  player_id integer NOT NULL REFERENCES player(id) ON DELETE CASCADE,
  liked timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (deck_id, player_id)
);
-- "Decks I like", newest like first.
CREATE INDEX deck_like_player_idx ON deck_like (player_id, liked, deck_id);

-- The totals are kept on each public snapshot of the deck, so the listing sorts the rows it
-- already reads (`is_latest_public`) through an index, as it does by date, and a new or older
-- snapshot that becomes the latest carries them. `like_trend` orders by trending: the score of
-- a deck at time `now` is the sum over its likes of 0.5 ^ ((now - liked) / 14 days), which is
-- 2 ^ ((like_trend - now) / 14) with like_trend in days since 1970 (the time one like would have
-- to have been given to weigh as much as all of them now). The same for every deck at every
-- `now`, so the order never needs recomputing as time passes; -Infinity without likes.
ALTER TABLE deck ADD COLUMN like_count integer NOT NULL DEFAULT 0;
ALTER TABLE deck ADD COLUMN like_trend double precision NOT NULL DEFAULT '-Infinity';

CREATE INDEX deck_latest_public_likes_idx ON deck (is_legacy, is_red_rains, is_unrestricted,
  like_count, id) WHERE is_latest_public;
CREATE INDEX deck_latest_public_trend_idx ON deck (is_legacy, is_red_rains, is_unrestricted,
  like_trend, id) WHERE is_latest_public;
-- The listed row of a liked deck ("Decks I like" joins likes to it).
CREATE INDEX deck_latest_public_source_idx ON deck ((coalesce(source_id, id)))
  WHERE is_latest_public;

-- The count and trend key of a source deck's likes. The largest term is taken out of the sum
-- (log-sum-exp), so no power overflows however far from 1970 the likes are.
CREATE FUNCTION deck_like_totals(p_deck integer, OUT likes integer, OUT trend double precision)
LANGUAGE sql STABLE AS $$
  WITH l AS (SELECT extract(epoch FROM liked)::float8 / 86400 AS day FROM deck_like
             WHERE deck_id = p_deck),
       top AS (SELECT max(day) AS day FROM l)
  SELECT count(*)::int,
    coalesce(max(top.day) + 14 * ln(sum(power(2::float8, (l.day - top.day) / 14))) / ln(2::float8),
      '-Infinity'::float8)
  FROM l, top
$$;

CREATE FUNCTION deck_likes_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  target integer;
  totals record;
BEGIN
  FOR target IN
    SELECT DISTINCT x FROM unnest(ARRAY[
      CASE WHEN TG_OP <> 'INSERT' THEN OLD.deck_id END,
      CASE WHEN TG_OP <> 'DELETE' THEN NEW.deck_id END]) x WHERE x IS NOT NULL
  LOOP
    -- Likes of one deck given at once are counted one after the other: each waits for the one
    -- before to commit, then counts it (its own statement reads what is committed by then).
    PERFORM 1 FROM deck WHERE id = target FOR NO KEY UPDATE;
    SELECT * INTO totals FROM deck_like_totals(target);
    -- Public snapshots move the public-deck version when changed (0004): cached pages and
    -- listings show the new count.
    UPDATE deck SET like_count = totals.likes, like_trend = totals.trend
    WHERE is_snapshot AND is_public AND (source_id = target OR (id = target AND source_id IS NULL))
      AND (like_count, like_trend) IS DISTINCT FROM (totals.likes, totals.trend);
  END LOOP;
  RETURN NULL;
END
$$;
CREATE TRIGGER deck_likes_changed AFTER INSERT OR UPDATE OR DELETE ON deck_like FOR EACH ROW
  EXECUTE FUNCTION deck_likes_changed();

-- A new public snapshot (or one given its source deck later, as an import does) carries the
-- totals of its source deck's likes.
CREATE FUNCTION deck_snapshot_like_totals() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT likes, trend INTO NEW.like_count, NEW.like_trend
  FROM deck_like_totals(coalesce(NEW.source_id, NEW.id));
  RETURN NEW;
END
$$;
CREATE TRIGGER deck_snapshot_like_totals BEFORE INSERT ON deck FOR EACH ROW
  WHEN (NEW.is_snapshot AND NEW.is_public)
  EXECUTE FUNCTION deck_snapshot_like_totals();
CREATE TRIGGER deck_snapshot_like_totals_moved BEFORE UPDATE OF source_id, is_public ON deck
  FOR EACH ROW
  WHEN (NEW.is_snapshot AND NEW.is_public
    AND (OLD.source_id IS DISTINCT FROM NEW.source_id OR NOT OLD.is_public))
  EXECUTE FUNCTION deck_snapshot_like_totals();
