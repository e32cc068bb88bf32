-- Apps that work with a player's decks with the player's consent (issue 28). An app is
-- registered by a developer (its owner, a player) and gets a client id and a secret; only the
-- secret's hash is kept, so it is shown once. A grant is a player's consent to one app for some
-- scopes: one row per player and app, revoked by setting `revoked` (the row stays so that what
-- was granted can be read back; a new consent clears it).
CREATE TABLE oauth_app (
  client_id text PRIMARY KEY,
  client_secret_hash text NOT NULL,
  name text NOT NULL,
  redirect_uris text[] NOT NULL,
  logo_url text,
  webhook_url text,
  webhook_secret text NOT NULL,
  owner_id integer NOT NULL REFERENCES player(id) ON DELETE CASCADE,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX oauth_app_owner ON oauth_app (owner_id);

CREATE TABLE oauth_grant (
  player_id integer NOT NULL REFERENCES player(id) ON DELETE CASCADE,
  client_id text NOT NULL REFERENCES oauth_app(client_id) ON DELETE CASCADE,
  scopes text[] NOT NULL,
  created timestamptz NOT NULL DEFAULT now(),
  revoked timestamptz,
  PRIMARY KEY (player_id, client_id)
);
CREATE INDEX oauth_grant_client ON oauth_grant (client_id) WHERE revoked IS NULL;

-- What the authorization server (oidc-provider) stores: authorization codes, access and refresh
-- tokens, sessions, interactions and its own grants, each a JSON payload under its model's name.
-- In the database rather than in memory so that a code issued by one server is redeemed on
-- another and a restart keeps every token. `grant_id` finds every token of one grant when a
-- player revokes an app; `uid` finds a session; expired rows are deleted as they are met.
CREATE TABLE oauth_payload (
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX oauth_payload_grant ON oauth_payload (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX oauth_payload_uid ON oauth_payload (uid) WHERE uid IS NOT NULL;
