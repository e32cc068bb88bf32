-- The source site's schema: the tables of the Ashes.live API (onecrayon/api.ashes.live) that the
-- switch-over reads, written by hand from its SQLAlchemy models (api/models/*.py, commit 7019428
-- of April 2026, after its last alembic migration 489f5ba99de2), not generated from its
-- migrations. Its indexes are left out but for the unique ones (nothing here is a benchmark of
-- the source). The tables no endpoint reads (post, section, phoenix_dice) are left out too.

CREATE TABLE "user" (
  id bigserial PRIMARY KEY,
  email varchar(254) NOT NULL UNIQUE,
  badge varchar(8) NOT NULL UNIQUE,
  username varchar(42) NOT NULL,
  description text,
  is_admin boolean NOT NULL DEFAULT false,
  is_banned boolean NOT NULL DEFAULT false,
  moderation_notes text,
  password varchar(255) NOT NULL,
  reset_uuid uuid UNIQUE,
  deck_export_uuid uuid UNIQUE,
  newsletter_opt_in boolean NOT NULL DEFAULT false,
  exclude_subscriptions boolean NOT NULL DEFAULT false,
  email_subscriptions boolean NOT NULL DEFAULT false,
  colorize_icons boolean NOT NULL DEFAULT false,
  created timestamptz,
  modified timestamptz
);

CREATE TABLE user_revoked_tokens (
  revoked_uuid uuid PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES "user" (id),
  expires timestamptz NOT NULL
);

CREATE TABLE invite (
  uuid uuid PRIMARY KEY,
  email varchar(254) NOT NULL UNIQUE,
  requests bigint NOT NULL DEFAULT 1,
  requested timestamptz
);

CREATE TABLE releases (
  id bigserial PRIMARY KEY,
  name varchar(60) NOT NULL,
  stub varchar(60) NOT NULL,
  is_legacy boolean NOT NULL DEFAULT false,
  is_public boolean NOT NULL DEFAULT false,
  is_phg boolean NOT NULL DEFAULT false,
  is_promo boolean NOT NULL DEFAULT false,
  is_retiring boolean NOT NULL DEFAULT false,
  designer_name varchar(100),
  designer_url varchar(255),
  UNIQUE (stub, is_legacy)
);

CREATE TABLE user_release (
  user_id bigint NOT NULL REFERENCES "user" (id),
  release_id bigint NOT NULL REFERENCES releases (id),
  PRIMARY KEY (user_id, release_id)
);

-- The global sequence of entity ids (cards, decks, snapshots, comments, posts).
CREATE TABLE streamable (entity_id bigserial PRIMARY KEY);

CREATE TABLE card (
  id bigserial PRIMARY KEY,
  entity_id bigint NOT NULL UNIQUE,
  name varchar(30) NOT NULL,
  stub varchar(30) NOT NULL,
  phoenixborn varchar(25),
  release_id bigint NOT NULL REFERENCES releases (id),
  version bigint NOT NULL DEFAULT 1,
  card_type varchar(25) NOT NULL,
  is_summon_spell boolean NOT NULL DEFAULT false,
  is_legacy boolean NOT NULL DEFAULT false,
  cost_weight bigint NOT NULL DEFAULT 0,
  dice_flags bigint NOT NULL DEFAULT 0,
  alt_dice_flags bigint NOT NULL DEFAULT 0,
  copies smallint,
  json jsonb,
  search_text text,
  artist_name varchar(100),
  artist_url varchar(255),
  UNIQUE (name, is_legacy),
  UNIQUE (stub, is_legacy)
);

CREATE TABLE card_conjuration (
  card_id bigint NOT NULL REFERENCES card (id),
  conjuration_id bigint NOT NULL REFERENCES card (id),
  PRIMARY KEY (card_id, conjuration_id)
);

CREATE TABLE ashes500_revision (
  id bigserial PRIMARY KEY,
  entity_id bigint NOT NULL,
  description text,
  created timestamptz
);

CREATE TABLE deck (
  id bigserial PRIMARY KEY,
  entity_id bigint NOT NULL UNIQUE,
  direct_share_uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  title varchar(255),
  description text,
  is_public boolean NOT NULL DEFAULT false,
  is_snapshot boolean NOT NULL DEFAULT false,
  is_preconstructed boolean NOT NULL DEFAULT false,
  is_red_rains boolean NOT NULL DEFAULT false,
  is_legacy boolean NOT NULL DEFAULT false,
  is_deleted boolean NOT NULL DEFAULT false,
  is_exported boolean NOT NULL DEFAULT false,
  preconstructed_release bigint,
  created timestamptz,
  modified timestamptz,
  ashes_500_score bigint,
  ashes_500_revision_id bigint REFERENCES ashes500_revision (id),
  source_id bigint REFERENCES deck (id),
  user_id bigint NOT NULL REFERENCES "user" (id),
  phoenixborn_id bigint REFERENCES card (id),
  is_moderated boolean NOT NULL DEFAULT false,
  original_description text,
  moderation_notes text
);

CREATE TABLE deck_card (
  deck_id bigint NOT NULL REFERENCES deck (id),
  card_id bigint NOT NULL REFERENCES card (id),
  count smallint NOT NULL,
  PRIMARY KEY (deck_id, card_id)
);

CREATE TABLE deck_die (
  deck_id bigint NOT NULL REFERENCES deck (id),
  die_flag bigint NOT NULL,
  count smallint NOT NULL,
  PRIMARY KEY (deck_id, die_flag)
);

CREATE TABLE deck_selected_card (
  deck_id bigint NOT NULL REFERENCES deck (id),
  card_id bigint NOT NULL REFERENCES card (id),
  tutor_card_id bigint NOT NULL DEFAULT 0,
  is_first_five boolean NOT NULL DEFAULT false,
  is_paid_effect boolean NOT NULL DEFAULT false,
  PRIMARY KEY (deck_id, card_id, tutor_card_id)
);

CREATE TABLE stream (
  id bigserial PRIMARY KEY,
  entity_id bigint NOT NULL UNIQUE,
  entity_type varchar(16),
  source_entity_id bigint NOT NULL,
  posted timestamptz,
  is_legacy boolean NOT NULL DEFAULT false
);

CREATE TABLE subscription (
  user_id bigint NOT NULL REFERENCES "user" (id),
  source_entity_id bigint NOT NULL,
  last_seen_entity_id bigint,
  PRIMARY KEY (user_id, source_entity_id)
);

CREATE TABLE comment (
  id bigserial PRIMARY KEY,
  entity_id bigint NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES "user" (id),
  source_entity_id bigint NOT NULL,
  source_type varchar(16),
  source_version bigint,
  text text,
  ordering_increment bigint,
  is_deleted boolean NOT NULL DEFAULT false,
  is_moderated boolean NOT NULL DEFAULT false,
  original_text text,
  moderation_notes text,
  created timestamptz,
  modified timestamptz
);
