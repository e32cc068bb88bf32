-- Saving an existing deck (PUT /v2/decks with an id; the builder's autosave) in one statement:
-- it took a transaction of six round trips (lock, checks, update, delete and re-insert every
-- content row), holding a pooled connection all along, and saved at a fifth of the rate of new
-- decks. The deck's row is updated only while it is still the caller's live, current-format
-- source deck of the kind asked for; then its contents are brought to the given ones, each
-- statement seeing the rows a racing save committed before this one took the row's lock, so
-- the last save wins whole. Rows already right stay untouched. Answers the updated row, or none
-- (the caller then takes the slow path, which says why or changes the deck's kind).
CREATE FUNCTION deck_replace(
  p_id integer, p_owner integer, p_title text, p_description text, p_phoenixborn integer,
  p_red_rains boolean, p_unrestricted boolean, p_any_kind boolean, p_reset_exported boolean,
  p_cards jsonb, p_dice jsonb, p_selected jsonb
) RETURNS SETOF deck
LANGUAGE plpgsql AS $$
DECLARE
  saved deck;
BEGIN
  UPDATE deck d SET title = p_title, description = p_description,
    phoenixborn_id = p_phoenixborn, is_red_rains = p_red_rains, is_unrestricted = p_unrestricted,
    modified = now(), is_exported = d.is_exported AND NOT p_reset_exported
  WHERE d.id = p_id AND d.player_id = p_owner AND NOT d.is_legacy AND NOT d.is_snapshot
    AND NOT d.is_deleted
    AND (p_any_kind OR (d.is_red_rains, d.is_unrestricted) = (p_red_rains, p_unrestricted))
  RETURNING d.* INTO saved;
  IF NOT FOUND THEN
    RETURN;
  END IF;

  DELETE FROM deck_card c WHERE c.deck_id = saved.id AND c.card_id NOT IN (
    SELECT x.card_id FROM jsonb_to_recordset(p_cards) AS x(card_id int, count int));
  INSERT INTO deck_card AS c (deck_id, card_id, count)
  SELECT saved.id, x.card_id, x.count FROM jsonb_to_recordset(p_cards) AS x(card_id int, count int)
  ON CONFLICT ON CONSTRAINT deck_card_pkey DO UPDATE SET count = excluded.count
  WHERE c.count <> excluded.count;

  DELETE FROM deck_die x WHERE x.deck_id = saved.id AND x.die_flag NOT IN (
    SELECT y.die_flag FROM jsonb_to_recordset(p_dice) AS y(die_flag int, count int, position int));
  INSERT INTO deck_die AS x (deck_id, die_flag, count, position)
  SELECT saved.id, y.die_flag, y.count, y.position
  FROM jsonb_to_recordset(p_dice) AS y(die_flag int, count int, position int)
  ON CONFLICT ON CONSTRAINT deck_die_pkey DO UPDATE
  SET count = excluded.count, position = excluded.position
  WHERE (x.count, x.position) <> (excluded.count, excluded.position);

  DELETE FROM deck_selected_card s WHERE s.deck_id = saved.id
    AND (s.card_id, s.tutor_card_id) NOT IN (
      SELECT t.card_id, t.tutor_card_id FROM jsonb_to_recordset(p_selected)
        AS t(card_id int, tutor_card_id int));
  INSERT INTO deck_selected_card AS s
    (deck_id, card_id, tutor_card_id, is_first_five, is_paid_effect, position)
  SELECT saved.id, t.card_id, t.tutor_card_id, t.is_first_five, t.is_paid_effect, t.position
  FROM jsonb_to_recordset(p_selected) AS t(card_id int, tutor_card_id int, is_first_five boolean,
    is_paid_effect boolean, position int)
  ON CONFLICT ON CONSTRAINT deck_selected_card_pkey DO UPDATE
  SET is_first_five = excluded.is_first_five, is_paid_effect = excluded.is_paid_effect,
    position = excluded.position
  WHERE (s.is_first_five, s.is_paid_effect, s.position)
    <> (excluded.is_first_five, excluded.is_paid_effect, excluded.position);

  RETURN NEXT saved;
END
$$;
