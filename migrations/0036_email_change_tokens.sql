-- Changing the email address while signed in: a link to the new address, with that address kept
-- beside the token until the link is opened. SQLite cannot widen a CHECK in place, so the table is
-- rebuilt (nothing references it; its rows are copied as they are).
CREATE TABLE email_tokens_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  token_hash TEXT NOT NULL UNIQUE,
  purpose TEXT NOT NULL CHECK (purpose IN ('verify', 'reset', 'email_change')),
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  -- The address an `email_change` link moves the account to (null for the other purposes).
  new_email TEXT,
  CHECK ((purpose = 'email_change') = (new_email IS NOT NULL))
);
INSERT INTO email_tokens_new (id, token_hash, purpose, user_id, created_at, expires_at, used_at)
  SELECT id, token_hash, purpose, user_id, created_at, expires_at, used_at FROM email_tokens;
DROP TABLE email_tokens;
ALTER TABLE email_tokens_new RENAME TO email_tokens;
CREATE INDEX email_tokens_by_user ON email_tokens (user_id, purpose);
CREATE INDEX email_tokens_by_expiry ON email_tokens (expires_at);
