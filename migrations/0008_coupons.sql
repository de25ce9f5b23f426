-- Coupon uses and grants: a coupon (a post of kind 'coupon', with its validity window and limits in
-- posts.valid_from / valid_until / per_user_limit / total_limit) is used at the shop by pressing
-- 「使う」; the server records each use once, under its limits, and the shop can void a mistaken one.

-- A coupon that only people holding a grant may use (e.g. a stamp rally's reward): 0 = anyone
-- logged in, 1 = only users with a row in coupon_grants for it.
ALTER TABLE posts ADD COLUMN coupon_requires_grant INTEGER NOT NULL DEFAULT 0
  CHECK (coupon_requires_grant IN (0, 1));

-- Coupons handed to a user: saved from the timeline ('saved') or issued as a reward ('rally',
-- source_ref 'rally:<rallyId>'). Issuing is INSERT OR IGNORE, so the unique key makes it once only.
CREATE TABLE coupon_grants (
  id INTEGER PRIMARY KEY,
  coupon_id INTEGER NOT NULL REFERENCES posts (id),
  user_id INTEGER NOT NULL REFERENCES users (id),
  source TEXT NOT NULL CHECK (source IN ('saved', 'rally')),
  source_ref TEXT NOT NULL DEFAULT '',
  granted_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (user_id, coupon_id, source, source_ref)
);
CREATE INDEX coupon_grants_by_user ON coupon_grants (user_id, granted_at DESC);
CREATE INDEX coupon_grants_by_coupon ON coupon_grants (coupon_id, user_id);

-- One row per use. The insert is a single INSERT … SELECT whose WHERE holds the limits (counting
-- rows not voided), so concurrent uses cannot oversell; the client's idempotency key makes a retry
-- return the same row; redemption_no is the number shown to the staff, 1, 2, 3… per coupon.
-- Voiding (by the coupon's author) keeps the row as history and frees its count.
CREATE TABLE coupon_uses (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  coupon_id INTEGER NOT NULL REFERENCES posts (id),
  user_id INTEGER NOT NULL REFERENCES users (id),
  idempotency_key TEXT NOT NULL,
  redemption_no INTEGER NOT NULL,
  used_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  voided_at TEXT,
  voided_by INTEGER REFERENCES users (id),
  void_reason TEXT,
  UNIQUE (user_id, idempotency_key),
  UNIQUE (coupon_id, redemption_no),
  CHECK ((voided_at IS NULL) = (voided_by IS NULL))
);
-- The limits count live uses per coupon and per coupon and user.
CREATE INDEX coupon_uses_live ON coupon_uses (coupon_id, user_id) WHERE voided_at IS NULL;
CREATE INDEX coupon_uses_by_user ON coupon_uses (user_id, id DESC);
CREATE INDEX coupon_uses_by_coupon ON coupon_uses (coupon_id, id DESC);
