-- Webhooks (issue 28): an app a player granted `decks:read` hears of that player's deck writes
-- and game results. This table is both the durable queue and what the app's settings list: a
-- delivery is written in the same statement or transaction as the write it announces, so a
-- write that commits always has its deliveries, and a server that stops or crashes leaves them
-- here for the next one. Servers claim due rows with FOR UPDATE SKIP LOCKED and a lease
-- (`locked_until`), so several servers never send one attempt twice and a server that died
-- mid-attempt hands the row on once its lease ends. pg-boss was tried first and set aside: it
-- runs its own migrations into a schema of its own at every start (outside these migrations,
-- schema.sql and the tests' per-file schemas), and its job rows would still need this table
-- beside them for the attempts a developer reads.
CREATE TABLE webhook_delivery (
  id bigserial PRIMARY KEY,
  -- The event's id, the same for every app told of it: receivers drop a repeat by it.
  event_id uuid NOT NULL,
  client_id text NOT NULL REFERENCES oauth_app(client_id) ON DELETE CASCADE,
  event text NOT NULL,
  -- The exact JSON every attempt sends and signs.
  body text NOT NULL,
  created timestamptz NOT NULL DEFAULT now(),
  next_attempt timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  delivered timestamptz,
  gave_up timestamptz,
  UNIQUE (client_id, event_id)
);
-- What a worker claims: pending rows by due time (delivered and abandoned rows leave it).
CREATE INDEX webhook_delivery_due ON webhook_delivery (next_attempt)
  WHERE delivered IS NULL AND gave_up IS NULL;
CREATE INDEX webhook_delivery_app ON webhook_delivery (client_id, id DESC);

CREATE TABLE webhook_attempt (
  delivery_id bigint NOT NULL REFERENCES webhook_delivery(id) ON DELETE CASCADE,
  attempt integer NOT NULL,
  attempted timestamptz NOT NULL DEFAULT now(),
  -- The receiver's HTTP status; null when there was no answer (refused, timed out, blocked).
  status integer,
  error text,
  duration_ms integer NOT NULL,
  PRIMARY KEY (delivery_id, attempt)
);

-- Queues one event for every app with a live `decks:read` grant from the player and a webhook
-- URL, and wakes the servers' delivery workers; answers how many deliveries it queued. A player
-- who granted no app (nearly every autosave) costs one index probe.
CREATE FUNCTION webhook_announce(p_player integer, p_event text, p_data jsonb) RETURNS integer
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
  INSERT INTO webhook_delivery (event_id, client_id, event, body)
  SELECT event_id, g.client_id, p_event, body
  FROM oauth_grant g JOIN oauth_app a ON a.client_id = g.client_id
  WHERE g.player_id = p_player AND g.revoked IS NULL AND 'decks:read' = ANY (g.scopes)
    AND a.webhook_url IS NOT NULL;
  GET DIAGNOSTICS queued = ROW_COUNT;
  PERFORM pg_notify('webhook_due', '');
  RETURN queued;
END
$$;

-- A deck event's data: the deck's ids and kind, which an app reads further with its token.
CREATE FUNCTION webhook_deck_event(p_event text, p_player integer, p_deck integer,
  p_source integer, p_snapshot boolean, p_public boolean) RETURNS integer
LANGUAGE sql AS $$
  SELECT webhook_announce(p_player, p_event, jsonb_build_object('deck', jsonb_build_object(
    'id', p_deck, 'source_id', p_source, 'is_snapshot', p_snapshot, 'is_public', p_public)))
$$;
