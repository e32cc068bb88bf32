-- One app's receiver that never answers held back every app's webhooks (issue 48 item 5): a
-- worker claimed the ten deliveries due first, whichever apps they went to, and sent the next ten
-- only when the slowest of them was done. 40 saves to an app whose receiver hangs delayed another
-- player's delivery to another app from 61 ms to 40.6 s. Workers now send each delivery as soon
-- as it is claimed, and claim app by app (modules/webhooks/delivery-rows.ts, `claimDue`): each
-- app's due deliveries take turns, and an app has at most a few attempts under way at once
-- (WEBHOOK_PER_APP, counted from the leases, so across every server). An app's due deliveries
-- are read by (client_id, next_attempt) below; its attempts under way, by the leased rows' index
-- (a lease is cleared when its attempt is recorded, so the index holds only attempts under way
-- and those of a server that died mid-attempt). `webhook_delivery_due` is no longer read by this
-- release's claims; the release before claims by it until every server runs this one.
CREATE INDEX webhook_delivery_app_due ON webhook_delivery (client_id, next_attempt)
  WHERE delivered IS NULL AND gave_up IS NULL;
CREATE INDEX webhook_delivery_leased ON webhook_delivery (client_id)
  WHERE locked_until IS NOT NULL;

-- An app whose receiver fails attempt after attempt (no answer within the time limit, refused,
-- not 2xx) still took a connection and up to a time limit for each of its deliveries. After
-- WEBHOOK_BREAKER_FAILURES failures in a row its circuit opens: its deliveries wait, without a
-- request, until `open_until` (the retry back-off, doubled at each opening, at most an hour);
-- then one delivery is sent alone, and the circuit closes (the row goes) when it succeeds or
-- opens again for longer when it fails. Only apps failing now have a row; shared by all servers.
CREATE TABLE webhook_circuit (
  client_id text PRIMARY KEY REFERENCES oauth_app(client_id) ON DELETE CASCADE,
  -- Attempts failed in a row since the last success.
  failures integer NOT NULL,
  -- Times the circuit opened since the last success: the back-off of the next opening.
  trips integer NOT NULL DEFAULT 0,
  -- Set once open: no delivery is sent before it; past it, one at a time until one succeeds.
  open_until timestamptz
);

-- A deck event's data carries the deck's revision (issue 48 item 10), the one its ETag names
-- (migration 0013): an app that read the deck at that revision need not read it again. The
-- function of 0018, without it, stays for servers of the release before.
CREATE FUNCTION webhook_deck_event(p_event text, p_player integer, p_deck integer,
  p_source integer, p_snapshot boolean, p_public boolean, p_revision integer) RETURNS integer
LANGUAGE sql AS $$
  SELECT webhook_announce(p_player, p_event, jsonb_build_object('deck', jsonb_build_object(
    'id', p_deck, 'source_id', p_source, 'is_snapshot', p_snapshot, 'is_public', p_public,
    'revision', p_revision)))
$$;
