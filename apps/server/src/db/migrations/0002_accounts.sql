-- The session that changed the password keeps working: tokens issued before
-- player.tokens_valid_after are refused, except the one whose jti is kept here.
ALTER TABLE player ADD COLUMN kept_token_jti uuid;

-- Revoked tokens are looked up by jti on every request and purged by expiry; listing a
-- player's revocations (account deletion) uses this index.
CREATE INDEX revoked_token_player_idx ON revoked_token (player_id);
