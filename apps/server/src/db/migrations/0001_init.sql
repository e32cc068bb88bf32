-- One id sequence for everything that can carry a comment thread or appear in a stream
-- (cards, decks, snapshots, comments): ids only grow, so "last seen" is a comparison.
CREATE SEQUENCE entity_id_seq;

CREATE TABLE release (
  id serial PRIMARY KEY,
  name varchar(60) NOT NULL,
  stub varchar(60) NOT NULL,
  -- publication order from the card data; releases created later sort after it
  position integer NOT NULL DEFAULT 0,
  is_legacy boolean NOT NULL DEFAULT false,
  is_public boolean NOT NULL DEFAULT false,
  is_phg boolean NOT NULL DEFAULT false,
  is_promo boolean NOT NULL DEFAULT false,
  is_retiring boolean NOT NULL DEFAULT false,
  designer_name varchar(100),
  designer_url varchar(255),
  UNIQUE (stub, is_legacy)
);

CREATE TABLE card (
  id serial PRIMARY KEY,
  entity_id integer NOT NULL UNIQUE DEFAULT nextval('entity_id_seq'),
  name varchar(60) NOT NULL,
  stub varchar(60) NOT NULL,
  is_legacy boolean NOT NULL DEFAULT false,
  release_id integer NOT NULL REFERENCES release (id),
  card_type varchar(30) NOT NULL,
  phoenixborn varchar(60),
  is_summon_spell boolean NOT NULL DEFAULT false,
  cost_weight integer NOT NULL DEFAULT 0,
  dice_flags integer NOT NULL DEFAULT 0,
  alt_dice_flags integer NOT NULL DEFAULT 0,
  copies smallint,
  version integer NOT NULL DEFAULT 1,
  search_keywords text,
  json jsonb NOT NULL,
  artist_name varchar(100),
  artist_url varchar(255),
  UNIQUE (name, is_legacy),
  UNIQUE (stub, is_legacy)
);

CREATE TABLE card_conjuration (
  card_id integer NOT NULL REFERENCES card (id) ON DELETE CASCADE,
  conjuration_id integer NOT NULL REFERENCES card (id) ON DELETE CASCADE,
  position smallint NOT NULL DEFAULT 0,
  PRIMARY KEY (card_id, conjuration_id)
);
CREATE INDEX card_conjuration_conjuration_idx ON card_conjuration (conjuration_id);

-- Bumped by every change to cards or releases; servers keep card data in memory and reload it
-- when this moves (told by NOTIFY card_data, and checked periodically in case a notice is lost).
CREATE TABLE card_data_state (
  id integer PRIMARY KEY CHECK (id = 1),
  version integer NOT NULL
);
INSERT INTO card_data_state (id, version) VALUES (1, 0);

CREATE TABLE player (
  id serial PRIMARY KEY,
  email varchar(254) NOT NULL UNIQUE,
  badge varchar(8) NOT NULL UNIQUE,
  username varchar(42) NOT NULL,
  description text,
  is_admin boolean NOT NULL DEFAULT false,
  is_banned boolean NOT NULL DEFAULT false,
  -- owner of imported preconstructed decks; cannot log in
  is_system boolean NOT NULL DEFAULT false,
  moderation_notes text,
  password_hash varchar(255) NOT NULL,
  reset_uuid uuid UNIQUE,
  deck_export_uuid uuid UNIQUE,
  newsletter_opt_in boolean NOT NULL DEFAULT false,
  exclude_subscriptions boolean NOT NULL DEFAULT false,
  email_subscriptions boolean NOT NULL DEFAULT false,
  colorize_icons boolean NOT NULL DEFAULT false,
  -- tokens issued before this moment are refused (password change or reset)
  tokens_valid_after timestamptz,
  created timestamptz NOT NULL DEFAULT now(),
  modified timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE revoked_token (
  jti uuid PRIMARY KEY,
  player_id integer NOT NULL REFERENCES player (id) ON DELETE CASCADE,
  expires timestamptz NOT NULL
);
CREATE INDEX revoked_token_expires_idx ON revoked_token (expires);

CREATE TABLE invite (
  uuid uuid PRIMARY KEY,
  email varchar(254) NOT NULL UNIQUE,
  requests integer NOT NULL DEFAULT 1,
  requested timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE player_release (
  player_id integer NOT NULL REFERENCES player (id) ON DELETE CASCADE,
  release_id integer NOT NULL REFERENCES release (id) ON DELETE CASCADE,
  PRIMARY KEY (player_id, release_id)
);

CREATE TABLE deck (
  id serial PRIMARY KEY,
  entity_id integer NOT NULL UNIQUE DEFAULT nextval('entity_id_seq'),
  direct_share_uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  title varchar(255),
  description text,
  is_public boolean NOT NULL DEFAULT false,
  is_snapshot boolean NOT NULL DEFAULT false,
  is_preconstructed boolean NOT NULL DEFAULT false,
  is_red_rains boolean NOT NULL DEFAULT false,
  is_unrestricted boolean NOT NULL DEFAULT false,
  is_legacy boolean NOT NULL DEFAULT false,
  is_deleted boolean NOT NULL DEFAULT false,
  is_exported boolean NOT NULL DEFAULT false,
  preconstructed_release integer,
  -- stable identity of an imported preconstructed deck, so re-imports update it in place
  import_key varchar(255) UNIQUE,
  created timestamptz NOT NULL DEFAULT now(),
  modified timestamptz NOT NULL DEFAULT now(),
  ashes_500_score integer,
  ashes_500_revision_id integer,
  source_id integer REFERENCES deck (id),
  player_id integer NOT NULL REFERENCES player (id),
  phoenixborn_id integer REFERENCES card (id),
  is_moderated boolean NOT NULL DEFAULT false,
  original_description text,
  moderation_notes text
);
CREATE INDEX deck_listing_idx ON deck (is_snapshot, is_public, is_deleted, is_legacy, is_red_rains, created DESC);
CREATE INDEX deck_source_idx ON deck (source_id);
CREATE INDEX deck_player_idx ON deck (player_id);
CREATE INDEX deck_phoenixborn_idx ON deck (phoenixborn_id);

CREATE TABLE deck_card (
  deck_id integer NOT NULL REFERENCES deck (id) ON DELETE CASCADE,
  card_id integer NOT NULL REFERENCES card (id),
  count smallint NOT NULL,
  PRIMARY KEY (deck_id, card_id)
);
CREATE INDEX deck_card_card_idx ON deck_card (card_id);

CREATE TABLE deck_die (
  deck_id integer NOT NULL REFERENCES deck (id) ON DELETE CASCADE,
  die_flag integer NOT NULL,
  count smallint NOT NULL,
  position smallint NOT NULL DEFAULT 0,
  PRIMARY KEY (deck_id, die_flag)
);

CREATE TABLE deck_selected_card (
  deck_id integer NOT NULL REFERENCES deck (id) ON DELETE CASCADE,
  card_id integer NOT NULL REFERENCES card (id),
  tutor_card_id integer NOT NULL DEFAULT 0,
  is_first_five boolean NOT NULL DEFAULT false,
  is_paid_effect boolean NOT NULL DEFAULT false,
  position smallint NOT NULL DEFAULT 0,
  PRIMARY KEY (deck_id, card_id, tutor_card_id)
);

CREATE TABLE stream (
  id serial PRIMARY KEY,
  entity_id integer NOT NULL UNIQUE,
  entity_type varchar(16) NOT NULL,
  source_entity_id integer NOT NULL,
  posted timestamptz NOT NULL DEFAULT now(),
  is_legacy boolean NOT NULL DEFAULT false
);
CREATE INDEX stream_source_idx ON stream (source_entity_id);

CREATE TABLE subscription (
  player_id integer NOT NULL REFERENCES player (id) ON DELETE CASCADE,
  source_entity_id integer NOT NULL,
  last_seen_entity_id integer,
  PRIMARY KEY (player_id, source_entity_id)
);

CREATE TABLE comment (
  id serial PRIMARY KEY,
  entity_id integer NOT NULL UNIQUE DEFAULT nextval('entity_id_seq'),
  player_id integer NOT NULL REFERENCES player (id),
  source_entity_id integer NOT NULL,
  source_type varchar(16) NOT NULL,
  source_version integer,
  text text NOT NULL,
  ordering_increment integer NOT NULL,
  is_deleted boolean NOT NULL DEFAULT false,
  is_moderated boolean NOT NULL DEFAULT false,
  original_text text,
  moderation_notes text,
  created timestamptz NOT NULL DEFAULT now(),
  modified timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX comment_source_idx ON comment (source_entity_id, ordering_increment);
