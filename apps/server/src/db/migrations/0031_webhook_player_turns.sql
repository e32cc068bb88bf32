-- Claims took turns between apps (0029), not between the players whose actions queued the
-- deliveries. An app whose receiver answered its ping and then hangs looks like a working app
-- until its attempts fail, so one player linking many such apps queued, with one save, a
-- delivery to each ahead of every other player's: each wave of them held a server's room for half
-- a second (modules/webhooks/worker.ts, SLOW_AFTER_MS), and another player's delivery to a working
-- app waited for every wave (14 deliveries claimed before it in webhooks-fairness.test.ts, at two
-- attempts at once). A delivery now names the player whose action queued it (the deck's or the
-- result's player; for a ping or a redelivery, the developer who asked for it), and a claim serves
-- first the players with the fewest attempts under way (`claimDue`). The column is a turn key,
-- not a reference: a delivery outlives nothing it names, and old servers' inserts leave it NULL.
ALTER TABLE webhook_delivery ADD COLUMN player_id integer;

CREATE OR REPLACE FUNCTION webhook_announce(p_player integer, p_event text, p_data jsonb)
RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  event_id uuid;
  body text;
  queued integer;
BEGIN
  IF NOT EXISTS (SELECT FROM oauth_grant g JOIN oauth_app a ON a.client_id = g.client_id
    WHERE g.player_id = p_player AND g.revoked IS NULL AND 'decks:read' = ANY (g.scopes)
      AND a.webhook_url IS NOT NULL) THEN
    RETURN 0;
  END IF;
  event_id := gen_random_uuid();
  body := jsonb_build_object('id', event_id, 'type', p_event,
    'created', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'player', (SELECT jsonb_build_object('badge', badge, 'username', username)
      FROM player WHERE id = p_player),
    'data', p_data)::text;
  INSERT INTO webhook_delivery (event_id, client_id, event, body, player_id)
  SELECT event_id, g.client_id, p_event, body, p_player
  FROM oauth_grant g JOIN oauth_app a ON a.client_id = g.client_id
  WHERE g.player_id = p_player AND g.revoked IS NULL AND 'decks:read' = ANY (g.scopes)
    AND a.webhook_url IS NOT NULL;
  GET DIAGNOSTICS queued = ROW_COUNT;
  PERFORM pg_notify('webhook_due', '');
  RETURN queued;
END
$$;
