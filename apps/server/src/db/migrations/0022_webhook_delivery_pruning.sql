-- Webhook deliveries were kept forever: every deck save of a player who granted an app adds a row
-- (and its attempts), so the table grew with the site's whole history though only the latest
-- deliveries are ever read (an app's settings list its newest 50). The delivery workers now
-- delete finished deliveries (delivered or given up) once they are 30 days old, or past the
-- newest 1000 of their app (modules/webhooks/delivery-rows.ts, `pruneDeliveries`), at start and
-- then at most once an hour; pending ones stay until they finish. This index finds the old
-- finished rows, oldest first, without reading the rest; the cap per app walks
-- webhook_delivery_app.
CREATE INDEX webhook_delivery_finished_idx ON webhook_delivery (created)
  WHERE delivered IS NOT NULL OR gave_up IS NOT NULL;
