-- A save passed the deck to deck_replace as 13 positional parameters (0008, 0012, 0013), and
-- deck-write.ts listed the same fields again in three positional `$n` lists: a field added to the
-- deck meant copying this function's whole body into a migration and renumbering parameters, the
-- field renamed at every layer (issue 25 item 4). A save now sends the deck as one record, a jsonb
-- object keyed by the deck's column names (`deckRecord` in modules/decks/deck-write.ts builds it,
-- and `DECK_FIELDS` in deck-rows.ts names the columns a save sets). The deck row's UPDATE moves to
-- that statement, reading the record with one jsonb_populate_record: a new column needs no new
-- version of this function. What stays here is what no deck field changes: the deck's cards, dice
-- and selected cards, read from the same record's `cards`, `dice` and `selected` keys, with the
-- work of 0012 unchanged (one read tells what differs; only statements with work run; rows
-- already right are neither rewritten nor locked). The save calls it in its UPDATE's RETURNING,
-- so it runs only for a deck the UPDATE saved, after the row lock that orders racing saves, as
-- the body of 0013 did after its own UPDATE.
DROP FUNCTION deck_replace(integer, integer, text, text, integer, boolean, boolean, boolean,
  boolean, jsonb, jsonb, jsonb, integer[]);
CREATE FUNCTION deck_replace(p_id integer, p_deck jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  new_cards jsonb := p_deck -> 'cards';
  new_dice jsonb := p_deck -> 'dice';
  new_selected jsonb := p_deck -> 'selected';
  cards_gone boolean;
  cards_differ boolean;
  dice_gone boolean;
  dice_differ boolean;
  selected_gone boolean;
  selected_differ boolean;
BEGIN
  WITH cards AS (SELECT * FROM jsonb_to_recordset(new_cards) AS x(card_id int, count int)),
  dice AS (SELECT * FROM jsonb_to_recordset(new_dice) AS y(die_flag int, count int, position int)),
  selected AS (SELECT * FROM jsonb_to_recordset(new_selected) AS t(card_id int, tutor_card_id int,
    is_first_five boolean, is_paid_effect boolean, position int))
  SELECT
    EXISTS (SELECT FROM deck_card c WHERE c.deck_id = p_id
      AND NOT EXISTS (SELECT FROM cards x WHERE x.card_id = c.card_id)),
    EXISTS (SELECT FROM cards x WHERE NOT EXISTS (SELECT FROM deck_card c
      WHERE c.deck_id = p_id AND c.card_id = x.card_id AND c.count = x.count)),
    EXISTS (SELECT FROM deck_die z WHERE z.deck_id = p_id
      AND NOT EXISTS (SELECT FROM dice y WHERE y.die_flag = z.die_flag)),
    EXISTS (SELECT FROM dice y WHERE NOT EXISTS (SELECT FROM deck_die z
      WHERE z.deck_id = p_id AND z.die_flag = y.die_flag
        AND (z.count, z.position) = (y.count, y.position))),
    EXISTS (SELECT FROM deck_selected_card s WHERE s.deck_id = p_id
      AND NOT EXISTS (SELECT FROM selected t
        WHERE (t.card_id, t.tutor_card_id) = (s.card_id, s.tutor_card_id))),
    EXISTS (SELECT FROM selected t WHERE NOT EXISTS (SELECT FROM deck_selected_card s
      WHERE s.deck_id = p_id AND (s.card_id, s.tutor_card_id) = (t.card_id, t.tutor_card_id)
        AND (s.is_first_five, s.is_paid_effect, s.position)
          = (t.is_first_five, t.is_paid_effect, t.position)))
  INTO cards_gone, cards_differ, dice_gone, dice_differ, selected_gone, selected_differ;

  IF cards_gone THEN
    DELETE FROM deck_card c WHERE c.deck_id = p_id AND c.card_id NOT IN (
      SELECT x.card_id FROM jsonb_to_recordset(new_cards) AS x(card_id int, count int));
  END IF;
  IF cards_differ THEN
    INSERT INTO deck_card AS c (deck_id, card_id, count)
    SELECT p_id, x.card_id, x.count FROM jsonb_to_recordset(new_cards) AS x(card_id int, count int)
    WHERE NOT EXISTS (SELECT FROM deck_card s
      WHERE s.deck_id = p_id AND s.card_id = x.card_id AND s.count = x.count)
    ON CONFLICT ON CONSTRAINT deck_card_pkey DO UPDATE SET count = excluded.count;
  END IF;

  IF dice_gone THEN
    DELETE FROM deck_die z WHERE z.deck_id = p_id AND z.die_flag NOT IN (
      SELECT y.die_flag FROM jsonb_to_recordset(new_dice) AS y(die_flag int, count int, position int));
  END IF;
  IF dice_differ THEN
    INSERT INTO deck_die AS z (deck_id, die_flag, count, position)
    SELECT p_id, y.die_flag, y.count, y.position
    FROM jsonb_to_recordset(new_dice) AS y(die_flag int, count int, position int)
    WHERE NOT EXISTS (SELECT FROM deck_die s WHERE s.deck_id = p_id
      AND s.die_flag = y.die_flag AND (s.count, s.position) = (y.count, y.position))
    ON CONFLICT ON CONSTRAINT deck_die_pkey DO UPDATE
    SET count = excluded.count, position = excluded.position;
  END IF;

  IF selected_gone THEN
    DELETE FROM deck_selected_card s WHERE s.deck_id = p_id
      AND (s.card_id, s.tutor_card_id) NOT IN (
        SELECT t.card_id, t.tutor_card_id FROM jsonb_to_recordset(new_selected)
          AS t(card_id int, tutor_card_id int));
  END IF;
  IF selected_differ THEN
    INSERT INTO deck_selected_card AS s
      (deck_id, card_id, tutor_card_id, is_first_five, is_paid_effect, position)
    SELECT p_id, t.card_id, t.tutor_card_id, t.is_first_five, t.is_paid_effect, t.position
    FROM jsonb_to_recordset(new_selected) AS t(card_id int, tutor_card_id int, is_first_five boolean,
      is_paid_effect boolean, position int)
    WHERE NOT EXISTS (SELECT FROM deck_selected_card u WHERE u.deck_id = p_id
      AND (u.card_id, u.tutor_card_id) = (t.card_id, t.tutor_card_id)
      AND (u.is_first_five, u.is_paid_effect, u.position)
        = (t.is_first_five, t.is_paid_effect, t.position))
    ON CONFLICT ON CONSTRAINT deck_selected_card_pkey DO UPDATE
    SET is_first_five = excluded.is_first_five, is_paid_effect = excluded.is_paid_effect,
      position = excluded.position;
  END IF;

END
$$;
