-- The consent screen tells a player whether the site's admins checked an app (issue 48): an app
-- anyone may register could otherwise pass for the site's own. Unverified until an admin says so.
ALTER TABLE oauth_app ADD COLUMN verified boolean NOT NULL DEFAULT false;
