-- A signed-in person's session handed from the main site to an international sub-domain site
-- (each site keeps its own session token: browsers keep storage per origin). The main site asks
-- for a code after login; the sub-domain's page trades it once for a session of its own.
-- Only the code's SHA-256 is kept; a code is bound to the host it was made for and to the path
-- the person returns to, lasts a minute, and `used_at` is set by the one UPDATE that redeems it.
CREATE TABLE session_handovers (
  code_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  host TEXT NOT NULL,
  return_path TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX session_handovers_by_expiry ON session_handovers (expires_at);
