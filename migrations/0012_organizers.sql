-- Event organizers: organizations, how a user joins one (an admin-issued organizer code, or an
-- application an admin reviews), and what an organizer's event carries beyond a resident's post
-- (several days, publish state, ticket and capacity). A user is an organizer of an organization
-- when they are one of its members; organizations exist only once an admin created or approved
-- them, so every organization here is an approved one.
-- Times are ISO 8601 strings in UTC (…Z), written by the Worker.

CREATE TABLE organizations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE organization_members (
  organization_id INTEGER NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  joined_via TEXT NOT NULL CHECK (joined_via IN ('application', 'code')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (organization_id, user_id)
);
CREATE INDEX organization_members_by_user ON organization_members (user_id);

-- An application to become an organizer. One pending application per user at a time; a rejected
-- one keeps its reason so the applicant can read it, and they may apply again.
CREATE TABLE organizer_applications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id),
  organization_name TEXT NOT NULL,
  representative TEXT NOT NULL,
  contact_email TEXT NOT NULL,
  contact_phone TEXT NOT NULL,
  -- Website or SNS account URL.
  website TEXT NOT NULL,
  -- What events the organization runs.
  activities TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'rejected')),
  rejection_reason TEXT,
  organization_id INTEGER REFERENCES organizations (id),
  reviewed_by INTEGER REFERENCES users (id),
  reviewed_at TEXT,
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX organizer_applications_one_pending ON organizer_applications (user_id)
  WHERE state = 'pending';
CREATE INDEX organizer_applications_by_user ON organizer_applications (user_id, id DESC);
CREATE INDEX organizer_applications_by_state ON organizer_applications (state, id DESC);

-- Organizer codes: the code itself is shown once to the admin who issued it; only its SHA-256 is
-- kept. Redeeming counts a use in the same statement that checks the limit, so a single-use code
-- admits exactly one account however many redeem it at once.
CREATE TABLE organizer_codes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  organization_id INTEGER NOT NULL REFERENCES organizations (id),
  code_hash TEXT NOT NULL UNIQUE,
  -- The last characters, so an admin can tell codes apart without the code.
  hint TEXT NOT NULL,
  max_uses INTEGER NOT NULL CHECK (max_uses >= 1),
  use_count INTEGER NOT NULL DEFAULT 0,
  expires_at TEXT NOT NULL,
  revoked_at TEXT,
  created_by INTEGER REFERENCES users (id),
  created_at TEXT NOT NULL,
  CHECK (use_count <= max_uses)
);
CREATE INDEX organizer_codes_by_organization ON organizer_codes (organization_id, id DESC);

-- An organizer's event is a post of kind 'event' that names its organization. Resident posts keep
-- the defaults (no organization, published). A draft, or a scheduled event before its time, is
-- not public: every public read checks publish_state and publish_at beside visibility.
ALTER TABLE posts ADD COLUMN organization_id INTEGER REFERENCES organizations (id);
ALTER TABLE posts ADD COLUMN publish_state TEXT NOT NULL DEFAULT 'published'
  CHECK (publish_state IN ('draft', 'scheduled', 'published'));
ALTER TABLE posts ADD COLUMN publish_at TEXT;
-- Yen; 0 = free, NULL = not given.
ALTER TABLE posts ADD COLUMN ticket_price INTEGER CHECK (ticket_price IS NULL OR ticket_price >= 0);
ALTER TABLE posts ADD COLUMN ticket_url TEXT;
ALTER TABLE posts ADD COLUMN capacity INTEGER CHECK (capacity IS NULL OR capacity >= 1);
CREATE INDEX posts_by_organization ON posts (organization_id, id DESC)
  WHERE organization_id IS NOT NULL;

-- The days of a multi-day event; posts.starts_at / ends_at span the first day's start to the
-- last day's end, so every existing reader of events keeps working.
CREATE TABLE event_days (
  post_id INTEGER NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  PRIMARY KEY (post_id, starts_at),
  CHECK (ends_at > starts_at)
);

-- Venues and artists an organization created; it may edit those and nobody else's.
ALTER TABLE venues ADD COLUMN organization_id INTEGER REFERENCES organizations (id);
ALTER TABLE artists ADD COLUMN organization_id INTEGER REFERENCES organizations (id);

-- One stage, one act at a time: a slot of an organizer's event may not overlap another slot on
-- the same venue (of any event that is not deleted). The API checks first to name the clash; this
-- trigger is what holds when two organizers save at the same moment (the whole batch aborts).
-- Slot times are ISO 8601 text with +09:00, so text order is time order.
CREATE TRIGGER event_artists_one_act_per_stage BEFORE INSERT ON event_artists
WHEN NEW.venue_id IS NOT NULL
  AND EXISTS (SELECT 1 FROM posts WHERE id = NEW.post_id AND organization_id IS NOT NULL)
  AND EXISTS (
    SELECT 1 FROM event_artists s LEFT JOIN posts p ON p.id = s.post_id
    WHERE s.venue_id = NEW.venue_id AND s.starts_at < NEW.ends_at AND NEW.starts_at < s.ends_at
      AND (s.post_id IS NULL OR p.visibility <> 'deleted'))
BEGIN
  SELECT RAISE(ABORT, 'stage_overlap');
END;
CREATE INDEX event_artists_by_post ON event_artists (post_id);
