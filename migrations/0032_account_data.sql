-- Deleting an account and downloading one's data (docs/product.md "Deleting an account",
-- "Downloading one's data"). Times are ISO 8601 strings in UTC (…Z), written by the Worker.

-- An account whose deletion was asked for: written in the same batch that marks the user deleted
-- and revokes every session, read by the queue job that does the rest (photos, Firebase, Apple,
-- every row naming the user), and deleted by that job's last batch. The primary key makes a second
-- request (a double tap, two devices at once) a no-op. No foreign key: the users row goes in the
-- same batch as this one.
CREATE TABLE account_deletions (
  user_id INTEGER PRIMARY KEY,
  -- Where and to whom the "done" mail goes (NULL: an account without email, e.g. LINE only).
  notify_email TEXT,
  notify_name TEXT NOT NULL,
  -- The Firebase users of the account's social identities, deleted through Identity Toolkit.
  firebase_uids_json TEXT NOT NULL DEFAULT '[]',
  requested_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0
);

-- A download of one's data, built by the queue into one ZIP in R2 (`exports/<id>.zip`) and
-- offered for 7 days to its owner only. The id is random (it is part of the download path).
CREATE TABLE data_exports (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  state TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'ready', 'failed')),
  bytes INTEGER,
  requested_at TEXT NOT NULL,
  ready_at TEXT,
  expires_at TEXT
);
CREATE INDEX data_exports_by_user ON data_exports (user_id, requested_at DESC);

-- The append-only ledgers keep what staff did, but not who a deleted account was: an update that
-- only replaces a deleted account's id (actor → 0, the account "退会したユーザー"; the user the
-- action was about → NULL; a user subject → 0) is the one change they accept, and only while that
-- account's deletion is under way. Everything else is still refused.
DROP TRIGGER moderation_actions_no_update;
CREATE TRIGGER moderation_actions_no_update BEFORE UPDATE ON moderation_actions
WHEN NOT (
  NEW.id = OLD.id AND NEW.action = OLD.action AND NEW.subject_kind = OLD.subject_kind
  AND NEW.reason = OLD.reason AND NEW.until IS OLD.until AND NEW.created_at = OLD.created_at
  AND (NEW.actor_id = OLD.actor_id
    OR (NEW.actor_id = 0 AND OLD.actor_id IN (SELECT user_id FROM account_deletions)))
  AND (NEW.target_user_id IS OLD.target_user_id
    OR (NEW.target_user_id IS NULL AND OLD.target_user_id IN (SELECT user_id FROM account_deletions)))
  AND (NEW.subject_id = OLD.subject_id
    OR (NEW.subject_kind = 'user' AND NEW.subject_id = 0
      AND OLD.subject_id IN (SELECT user_id FROM account_deletions)))
)
BEGIN
  SELECT RAISE(ABORT, 'moderation_actions is append-only');
END;

DROP TRIGGER alert_actions_no_update;
CREATE TRIGGER alert_actions_no_update BEFORE UPDATE ON alert_actions
WHEN NOT (
  NEW.id = OLD.id AND NEW.action = OLD.action AND NEW.alert_id IS OLD.alert_id
  AND NEW.detail = OLD.detail AND NEW.created_at = OLD.created_at
  AND NEW.actor_id = 0 AND OLD.actor_id IN (SELECT user_id FROM account_deletions)
)
BEGIN
  SELECT RAISE(ABORT, 'alert_actions is append-only');
END;

DROP TRIGGER shelter_imports_no_update;
CREATE TRIGGER shelter_imports_no_update BEFORE UPDATE ON shelter_imports
WHEN NOT (
  NEW.id = OLD.id AND NEW.kind = OLD.kind AND NEW.file_name = OLD.file_name
  AND NEW.bytes = OLD.bytes AND NEW.summary_json = OLD.summary_json
  AND NEW.created_at = OLD.created_at
  AND NEW.actor_id = 0 AND OLD.actor_id IN (SELECT user_id FROM account_deletions)
)
BEGIN
  SELECT RAISE(ABORT, 'shelter_imports is append-only');
END;
