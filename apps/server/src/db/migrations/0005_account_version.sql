-- Servers keep the callers they have checked (auth/caller.ts) in memory while no player and no
-- revoked token has changed since: a ban, a password change, a logout or a settings change
-- moves this version and announces it on the `accounts` channel, and every server checks its
-- callers against the database again.
CREATE TABLE account_state (
  id integer PRIMARY KEY CHECK (id = 1),
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO account_state (id) VALUES (1);

CREATE FUNCTION accounts_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  moved bigint;
BEGIN
  UPDATE account_state SET version = version + 1 WHERE id = 1 RETURNING version INTO moved;
  PERFORM pg_notify('accounts', moved::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER player_changed AFTER UPDATE OR DELETE ON player
  FOR EACH STATEMENT EXECUTE FUNCTION accounts_changed();
CREATE TRIGGER revoked_token_added AFTER INSERT ON revoked_token
  FOR EACH STATEMENT EXECUTE FUNCTION accounts_changed();
