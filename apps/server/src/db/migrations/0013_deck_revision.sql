-- Two tabs or two devices editing one deck each saved the whole deck over the other's save: the
-- later save silently undid the earlier one (issue 24 item 1). A deck now has a revision, bumped
-- by every write of its content; GET /v2/decks/{id} and PUT /v2/decks answer it as the ETag, and
-- a save sent with If-Match is applied only while the deck is still at one of the revisions it
-- names. The check is part of the deck row's UPDATE, so of two racing saves naming the same
-- revision exactly one finds it (the other waits for the row lock, then sees the bumped revision
-- and updates nothing), whichever server each went through. A counter, not `modified`: two
-- transactions may start in the same microsecond, and imports set `modified` from a file. The
-- column is in no index, so an autosave stays a heap-only update (migration 0011).
ALTER TABLE deck ADD COLUMN revision integer NOT NULL DEFAULT 1;

-- deck_replace (0012) with p_revisions: null saves whatever the revision (no If-Match, or `*`).
DROP FUNCTION deck_replace(integer, integer, text, text, integer, boolean, boolean, boolean,
  boolean, jsonb, jsonb, jsonb);
CREATE FUNCTION deck_replace(
  p_id integer, p_owner integer, p_title text, p_description text, p_phoenixborn integer,
  p_red_rains boolean, p_unrestricted boolean, p_any_kind boolean, p_reset_exported boolean,
  p_cards jsonb, p_dice jsonb, p_selected jsonb, p_revisions integer[]
) RETURNS SETOF deck
LANGUAGE plpgsql AS $$
DECLARE
  saved deck;
  cards_gone boolean;
  cards_differ boolean;
  dice_gone boolean;
  dice_differ boolean;
  selected_gone boolean;
  selected_differ boolean;
BEGIN
  UPDATE deck d SET title = p_title, description = p_description,
    phoenixborn_id = p_phoenixborn, is_red_rains = p_red_rains, is_unrestricted = p_unrestricted,
    modified = now(), is_exported = d.is_exported AND NOT p_reset_exported,
    revision = d.revision + 1
  WHERE d.id = p_id AND d.player_id = p_owner AND NOT d.is_legacy AND NOT d.is_snapshot
    AND NOT d.is_deleted
    AND (p_any_kind OR (d.is_red_rains, d.is_unrestricted) = (p_red_rains, p_unrestricted))
    AND (p_revisions IS NULL OR d.revision = ANY (p_revisions))
  RETURNING d.* INTO saved;
  IF NOT FOUND THEN
    RETURN;
  END IF;

  WITH cards AS (SELECT * FROM jsonb_to_recordset(p_cards) AS x(card_id int, count int)),
  dice AS (SELECT * FROM jsonb_to_recordset(p_dice) AS y(die_flag int, count int, position int)),
  selected AS (SELECT * FROM jsonb_to_recordset(p_selected) AS t(card_id int, tutor_card_id int,
    is_first_five boolean, is_paid_effect boolean, position int))
  SELECT
    EXISTS (SELECT FROM deck_card c WHERE c.deck_id = saved.id
      AND NOT EXISTS (SELECT FROM cards x WHERE x.card_id = c.card_id)),
    EXISTS (SELECT FROM cards x WHERE NOT EXISTS (SELECT FROM deck_card c
      WHERE c.deck_id = saved.id AND c.card_id = x.card_id AND c.count = x.count)),
    EXISTS (SELECT FROM deck_die z WHERE z.deck_id = saved.id
      AND NOT EXISTS (SELECT FROM dice y WHERE y.die_flag = z.die_flag)),
    EXISTS (SELECT FROM dice y WHERE NOT EXISTS (SELECT FROM deck_die z
      WHERE z.deck_id = saved.id AND z.die_flag = y.die_flag
        AND (z.count, z.position) = (y.count, y.position))),
    EXISTS (SELECT FROM deck_selected_card s WHERE s.deck_id = saved.id
      AND NOT EXISTS (SELECT FROM selected t
        WHERE (t.card_id, t.tutor_card_id) = (s.card_id, s.tutor_card_id))),
    EXISTS (SELECT FROM selected t WHERE NOT EXISTS (SELECT FROM deck_selected_card s
      WHERE s.deck_id = saved.id AND (s.card_id, s.tutor_card_id) = (t.card_id, t.tutor_card_id)
        AND (s.is_first_five, s.is_paid_effect, s.position)
          = (t.is_first_five, t.is_paid_effect, t.position)))
  INTO cards_gone, cards_differ, dice_gone, dice_differ, selected_gone, selected_differ;

  IF cards_gone THEN
    DELETE FROM deck_card c WHERE c.deck_id = saved.id AND c.card_id NOT IN (
      SELECT x.card_id FROM jsonb_to_recordset(p_cards) AS x(card_id int, count int));
  END IF;
  IF cards_differ THEN
    INSERT INTO deck_card AS c (deck_id, card_id, count)
    SELECT saved.id, x.card_id, x.count FROM jsonb_to_recordset(p_cards) AS x(card_id int, count int)
    WHERE NOT EXISTS (SELECT FROM deck_card s
      WHERE s.deck_id = saved.id AND s.card_id = x.card_id AND s.count = x.count)
    ON CONFLICT ON CONSTRAINT deck_card_pkey DO UPDATE SET count = excluded.count;
  END IF;

  IF dice_gone THEN
    DELETE FROM deck_die z WHERE z.deck_id = saved.id AND z.die_flag NOT IN (
      SELECT y.die_flag FROM jsonb_to_recordset(p_dice) AS y(die_flag int, count int, position int));
  END IF;
  IF dice_differ THEN
    INSERT INTO deck_die AS z (deck_id, die_flag, count, position)
    SELECT saved.id, y.die_flag, y.count, y.position
    FROM jsonb_to_recordset(p_dice) AS y(die_flag int, count int, position int)
    WHERE NOT EXISTS (SELECT FROM deck_die s WHERE s.deck_id = saved.id
      AND s.die_flag = y.die_flag AND (s.count, s.position) = (y.count, y.position))
    ON CONFLICT ON CONSTRAINT deck_die_pkey DO UPDATE
    SET count = excluded.count, position = excluded.position;
  END IF;

  IF selected_gone THEN
    DELETE FROM deck_selected_card s WHERE s.deck_id = saved.id
      AND (s.card_id, s.tutor_card_id) NOT IN (
        SELECT t.card_id, t.tutor_card_id FROM jsonb_to_recordset(p_selected)
          AS t(card_id int, tutor_card_id int));
  END IF;
  IF selected_differ THEN
    INSERT INTO deck_selected_card AS s
      (deck_id, card_id, tutor_card_id, is_first_five, is_paid_effect, position)
    SELECT saved.id, t.card_id, t.tutor_card_id, t.is_first_five, t.is_paid_effect, t.position
    FROM jsonb_to_recordset(p_selected) AS t(card_id int, tutor_card_id int, is_first_five boolean,
      is_paid_effect boolean, position int)
    WHERE NOT EXISTS (SELECT FROM deck_selected_card u WHERE u.deck_id = saved.id
      AND (u.card_id, u.tutor_card_id) = (t.card_id, t.tutor_card_id)
      AND (u.is_first_five, u.is_paid_effect, u.position)
        = (t.is_first_five, t.is_paid_effect, t.position))
    ON CONFLICT ON CONSTRAINT deck_selected_card_pkey DO UPDATE
    SET is_first_five = excluded.is_first_five, is_paid_effect = excluded.is_paid_effect,
      position = excluded.position;
  END IF;

  RETURN NEXT saved;
END
$$;
