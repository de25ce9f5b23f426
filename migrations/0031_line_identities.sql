-- LINE Login (Firebase's OpenID Connect provider `oidc.line`) as a third social identity.
-- SQLite cannot change a CHECK constraint: the table is rebuilt with the wider list and its rows
-- copied over. Nothing references identities, so the rebuild touches no other table.
CREATE TABLE identities_new (
  provider TEXT NOT NULL CHECK (provider IN ('google', 'apple', 'line')),
  firebase_uid TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (provider, firebase_uid)
);
INSERT INTO identities_new (provider, firebase_uid, user_id, email, created_at)
SELECT provider, firebase_uid, user_id, email, created_at FROM identities;
DROP TABLE identities;
ALTER TABLE identities_new RENAME TO identities;
CREATE INDEX identities_by_user ON identities (user_id);
