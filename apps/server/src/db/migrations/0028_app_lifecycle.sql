-- An app's lifecycle, and apps that cannot keep a secret (issue 48 items 7 and 8).
--
-- `client_type`: a public app (a phone, desktop or browser app, RFC 8252 and the OAuth 2.0 for
-- Browser-Based Apps BCP) has no client secret, so its hash is null; a confidential one always
-- has one. The CHECK keeps the two together.
--
-- A developer who rotates a secret cannot update every copy of their server at the same moment:
-- the secret replaced stays valid until `previous_*_expires` (a day; docs/integrations.md). The
-- client secret's previous hash is accepted at the token endpoint; deliveries are signed with the
-- previous webhook secret as well as the new one. A rotation within the grace drops the oldest.
--
-- Redelivering a past delivery queues a copy with the same event id (a receiver that handled it
-- drops the copy by that id, as it would any repeat), so an event id is no longer unique per app:
-- the constraint goes. Nothing relied on it (webhook_announce makes a new id for each event) and
-- the deliveries of an app are read by (client_id, id), webhook_delivery_app.
ALTER TABLE oauth_app
  ADD COLUMN client_type text NOT NULL DEFAULT 'confidential'
    CHECK (client_type IN ('confidential', 'public')),
  ALTER COLUMN client_secret_hash DROP NOT NULL,
  ADD COLUMN previous_secret_hash text,
  ADD COLUMN previous_secret_expires timestamptz,
  ADD COLUMN previous_webhook_secret text,
  ADD COLUMN previous_webhook_secret_expires timestamptz,
  ADD CONSTRAINT oauth_app_secret_by_type
    CHECK ((client_type = 'public') = (client_secret_hash IS NULL));

ALTER TABLE webhook_delivery DROP CONSTRAINT webhook_delivery_client_id_event_id_key;
