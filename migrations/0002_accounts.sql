-- Accounts: sessions, email verification and password-reset tokens,
-- social identities, rate-limit counters and the local mail outbox.
-- Times are ISO 8601 strings in UTC (…Z), written by the Worker so one clock decides expiry.

-- Bearer sessions: only the SHA-256 of the opaque token is stored.
CREATE TABLE sessions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  token_hash TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  revoked_at TEXT,
  user_agent TEXT
);
CREATE INDEX sessions_by_user ON sessions (user_id);

-- Single-use links sent by email: verify (24 h) and reset (1 h). Hashed like sessions.
CREATE TABLE email_tokens (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  token_hash TEXT NOT NULL UNIQUE,
  purpose TEXT NOT NULL CHECK (purpose IN ('verify', 'reset')),
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX email_tokens_by_user ON email_tokens (user_id, purpose);

-- Social sign-in: a Firebase user (its uid, the token's `sub`) through a provider, linked to one
-- of our users.
CREATE TABLE identities (
  provider TEXT NOT NULL CHECK (provider IN ('google', 'apple')),
  firebase_uid TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (provider, firebase_uid)
);
CREATE INDEX identities_by_user ON identities (user_id);

-- Fixed-window counters: `key` names the limit and its subject (e.g. login-ip:203.0.113.9),
-- window_start is the window's first second (Unix time).
CREATE TABLE rate_limits (
  key TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (key, window_start)
);

-- Mail stored by the outbox mailer (local development, or production without a mail provider).
CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
