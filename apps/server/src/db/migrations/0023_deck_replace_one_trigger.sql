-- An autosave that changes a card's count (the usual one: a copy more or fewer) fired both of
-- deck_card's statement triggers: deck_replace (0012, 0014) wrote the changed rows with
-- INSERT ... ON CONFLICT DO UPDATE, which fires the INSERT and the UPDATE statement triggers
-- whatever rows it touches (deck_cards_inserted and deck_cards_updated, 0003: each runs a
-- function over a transition table to find snapshots). A count changed is now an UPDATE, a card
-- added an INSERT, each run only when the save has such rows, so a count change fires one
-- trigger. The cards written are the same. No upsert is needed: deck_replace runs in the
-- RETURNING of the save's UPDATE of the deck row, which holds that row's lock, and every other
-- write of a source deck's cards (an import over one) updates the deck row first. Measured with
-- the deck bench's autosaves (a card's count changed; 50 connections, 1,000-deck schema, the old
-- and this function swapped between 8 alternating 3 s rounds, load 5-7): PostgreSQL CPU per save
-- 517 -> 501 us (median), 30 us less in the median pair of rounds; one trigger firing fewer,
-- measured alone by disabling deck_cards_updated, was 35 us.
CREATE OR REPLACE FUNCTION deck_replace(p_id integer, p_deck jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  new_cards jsonb := p_deck -> 'cards';
  new_dice jsonb := p_deck -> 'dice';
  new_selected jsonb := p_deck -> 'selected';
  cards_gone boolean;
  cards_changed boolean;
  cards_added boolean;
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
    EXISTS (SELECT FROM cards x JOIN deck_card c ON c.deck_id = p_id AND c.card_id = x.card_id
      WHERE c.count <> x.count),
    EXISTS (SELECT FROM cards x WHERE NOT EXISTS (SELECT FROM deck_card c
      WHERE c.deck_id = p_id AND c.card_id = x.card_id)),
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
  INTO cards_gone, cards_changed, cards_added, dice_gone, dice_differ, selected_gone, selected_differ;

  IF cards_gone THEN
    DELETE FROM deck_card c WHERE c.deck_id = p_id AND c.card_id NOT IN (
      SELECT x.card_id FROM jsonb_to_recordset(new_cards) AS x(card_id int, count int));
  END IF;
  IF cards_changed THEN
    UPDATE deck_card c SET count = x.count
    FROM jsonb_to_recordset(new_cards) AS x(card_id int, count int)
    WHERE c.deck_id = p_id AND c.card_id = x.card_id AND c.count <> x.count;
  END IF;
  IF cards_added THEN
    INSERT INTO deck_card (deck_id, card_id, count)
    SELECT p_id, x.card_id, x.count FROM jsonb_to_recordset(new_cards) AS x(card_id int, count int)
    WHERE NOT EXISTS (SELECT FROM deck_card s WHERE s.deck_id = p_id AND s.card_id = x.card_id);
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
