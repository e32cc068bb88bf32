// Published decks for the deck bench, written by set-based SQL (through the API they would take
// an hour). Each is what the publish flow leaves (decks/snapshots.ts): a private source deck with
// its cards, dice and First Five; a public snapshot copying its cards and dice, with the listing
// columns (is_latest_public, card_ids, dice_flags) a real publish sets; the source's stream row
// and its owner's subscription. Every fifth deck was published twice: its older public snapshot
// stays, no longer listed.
import type { Db } from '@ashes/runtime'

/** Ten decks per player, as in the 100,000 decks of 10,000 players. */
export const DECKS_PER_PLAYER = 10

/**
 * Grows the bench decks from `from` to `to` (deck numbers from..to-1), with their new players.
 * Real cards of the imported data: each deck has a Phoenixborn of a public release, nine of the
 * cards any Phoenixborn may use and its Phoenixborn's own card when it has one (or a tenth
 * general card), three copies each, and ten dice of two kinds. Card choice leans towards some
 * cards, as players' choices do, so some cards are in many decks and others in few.
 */
export async function growBenchDecks(db: Db, from: number, to: number): Promise<void> {
  const firstPlayer = from / DECKS_PER_PLAYER
  const players = to / DECKS_PER_PLAYER
  const steps = `
    INSERT INTO player (email, badge, username, password_hash)
    SELECT 'bench' || i || '@example.com', 'b' || lpad(i::text, 6, '0'), 'Player ' || i, 'x'
    FROM generate_series(${firstPlayer}, ${players - 1}) AS i;

    DROP TABLE IF EXISTS bench_plan;
    CREATE UNLOGGED TABLE bench_plan AS
    WITH usable AS (
      SELECT c.* FROM card c JOIN release r ON r.id = c.release_id
      WHERE NOT c.is_legacy AND r.is_public
    ), pb AS (
      SELECT array_agg(u.id ORDER BY u.id) AS ids,
        array_agg(coalesce((SELECT min(o.id) FROM usable o WHERE o.phoenixborn = u.name
            AND o.card_type NOT IN ('Phoenixborn', 'Conjuration', 'Conjured Alteration Spell')), 0)
          ORDER BY u.id) AS own
      FROM usable u WHERE u.card_type = 'Phoenixborn'
    ), general AS (
      SELECT array_agg(id ORDER BY id) AS ids FROM usable
      WHERE card_type NOT IN ('Phoenixborn', 'Conjuration', 'Conjured Alteration Spell')
        AND phoenixborn IS NULL
    ), deck AS (
      SELECT n, 1 + (n * 7919) % array_length(pb.ids, 1) AS pb_at,
        -- A start skewed towards the first cards, and a stride coprime with nothing small.
        floor(array_length(general.ids, 1) * power(((n * 2654435761::bigint) % 1000) / 1000.0, 2))::int AS base
      FROM generate_series(${from}, ${to - 1}) AS n, pb, general
    )
    SELECT n,
      (SELECT id FROM player WHERE badge = 'b' || lpad((n / ${DECKS_PER_PLAYER})::text, 6, '0')) AS player_id,
      pb.ids[pb_at] AS phoenixborn_id,
      ARRAY(SELECT general.ids[1 + (base + k * 37) % array_length(general.ids, 1)]
            FROM generate_series(0, 8) AS k)
        || CASE WHEN pb.own[pb_at] > 0 THEN pb.own[pb_at]
           ELSE general.ids[1 + (base + 9 * 37) % array_length(general.ids, 1)] END AS cards,
      ARRAY[1 << (n % 9), 1 << ((n / 9 + n % 9 + 1) % 9)] AS dice,
      -- Spread over three years, the decks of both sizes mixed.
      now() - interval '3 years' * ((n * 104729::bigint) % 100003) / 100003.0 AS created,
      nextval('deck_id_seq')::int AS source_id,
      nextval('deck_id_seq')::int AS snapshot_id,
      CASE WHEN n % 5 = 0 THEN nextval('deck_id_seq')::int END AS older_id
    FROM deck, pb, general;

    -- A deck's contents as a save stores them (decks/deck-contents.ts, migration 0025): cards by
    -- id, dice and First Five in order, each card or die once.
    ALTER TABLE bench_plan ADD COLUMN cards_text text, ADD COLUMN dice_text text,
      ADD COLUMN selected_text text, ADD COLUMN card_ids int[];
    UPDATE bench_plan SET card_ids = ARRAY(SELECT DISTINCT unnest(cards) ORDER BY 1),
      dice_text = CASE WHEN dice[1] = dice[2] THEN dice[1] || ':5'
        ELSE dice[1] || ':5,' || dice[2] || ':5' END,
      selected_text = (SELECT string_agg(c || ':0:1:0', ',' ORDER BY k) FROM (
        SELECT DISTINCT ON (cards[k]) cards[k] AS c, k FROM generate_series(1, 5) AS k
        ORDER BY cards[k], k) first_five);
    UPDATE bench_plan SET cards_text = array_to_string(
      ARRAY(SELECT c || ':3' FROM unnest(card_ids) AS c), ',');

    INSERT INTO deck (id, player_id, title, description, phoenixborn_id, cards_text, dice_text,
      selected_text, card_ids, dice_flags, created, modified)
    SELECT source_id, player_id, 'Bench deck ' || n, 'A deck for the bench, number ' || n || '.',
      phoenixborn_id, cards_text, dice_text, selected_text, card_ids, dice[1] | dice[2], created,
      created + interval '1 hour'
    FROM bench_plan;

    -- Snapshots are inserted public with the listing columns their triggers compute (0003), and
    -- their source's cards and dice, without its First Five. The public-deck version moves once,
    -- below.
    INSERT INTO deck (id, player_id, title, description, phoenixborn_id, is_snapshot, is_public,
      is_latest_public, source_id, cards_text, dice_text, card_ids, dice_flags, created, modified)
    SELECT id, player_id, title, description, phoenixborn_id, true, true, latest, source_id,
      cards_text, dice_text, card_ids, dice[1] | dice[2], created, created
    FROM (
      SELECT snapshot_id AS id, true AS latest, player_id, 'Bench deck ' || n AS title,
        'A deck for the bench, number ' || n || '.' AS description, phoenixborn_id, source_id,
        cards_text, dice_text, card_ids, dice, created + interval '2 hours' AS created
      FROM bench_plan
      UNION ALL
      SELECT older_id, false, player_id, 'Bench deck ' || n || ' (first try)', NULL, phoenixborn_id,
        source_id, cards_text, dice_text, card_ids, dice, created + interval '30 minutes'
      FROM bench_plan WHERE older_id IS NOT NULL
    ) snapshots;
    -- The listing counts (0009) their triggers would have kept.
    SELECT public_deck_count_rebuild();
    SELECT public_decks_changed();

    INSERT INTO stream (entity_type, entity_id, source_entity_id, posted)
    SELECT 'deck', s.entity_id, d.entity_id, s.created
    FROM bench_plan p JOIN deck d ON d.id = p.source_id JOIN deck s ON s.id = p.snapshot_id;
    INSERT INTO subscription (player_id, source_entity_id, last_seen_entity_id)
    SELECT p.player_id, d.entity_id, s.entity_id
    FROM bench_plan p JOIN deck d ON d.id = p.source_id JOIN deck s ON s.id = p.snapshot_id;
    DROP TABLE bench_plan;
  `.split(/;\n/)
  await db.transaction(async (tx) => {
    // Row by row, the triggers and foreign-key checks would take many minutes at 100,000 decks:
    // they are off while the rows they would compute or check are written as they would be.
    await tx.query('SET LOCAL session_replication_role = replica')
    for (const step of steps) {
      const started = performance.now()
      await tx.exec(step)
      if (process.env.BENCH_VERBOSE)
        console.log(`${(performance.now() - started).toFixed(0)} ms: ${step.trim().slice(0, 60)}`)
    }
  })
  // A live database has been vacuumed by autovacuum long after its decks were written.
  await db.exec(
    'VACUUM ANALYZE deck, player, stream, subscription, public_deck_count, public_deck_card',
  )
  // ...and has long since written them to disk. The seed's writes, left to the checkpointer,
  // were flushed while the saves that follow were timed (two checkpoints asked for by the WAL's
  // size during one run of decks.ts): flushed now, they are not counted as the saves' cost.
  await db.exec('CHECKPOINT')
}
