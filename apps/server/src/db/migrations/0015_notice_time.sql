-- A change notice on `public_decks` or `accounts` carries, after the version, the moment it was
-- made in milliseconds since the epoch ('42 1764201600123'): each server measures how long the
-- notices take to reach it (db_notification_lag_seconds on METRICS_PORT, issue 27 item 3), the
-- delay before other servers drop what they cached. Servers of the release before read no
-- payload, so this rolls out while they run.
CREATE OR REPLACE FUNCTION public_decks_changed() RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  moved bigint;
BEGIN
  UPDATE public_deck_state SET version = version + 1 WHERE id = 1 RETURNING version INTO moved;
  PERFORM pg_notify(
    'public_decks',
    moved::text || ' ' || floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint::text
  );
END
$$;

CREATE OR REPLACE FUNCTION accounts_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  moved bigint;
BEGIN
  UPDATE account_state SET version = version + 1 WHERE id = 1 RETURNING version INTO moved;
  PERFORM pg_notify(
    'accounts',
    moved::text || ' ' || floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint::text
  );
  RETURN NULL;
END
$$;
