-- The moderation desk: the moderator role, one report queue over every kind of subject, the
-- append-only audit log of what staff did, suspensions, and the notices (with one appeal) that tell
-- a user what was done to their content or account.
-- Times are ISO 8601 strings in UTC (…Z), written by the Worker (or strftime below).

-- Staff besides admins. users.role keeps 'user' | 'admin' (its CHECK cannot change without
-- rebuilding users); a row here makes the account a moderator. Sessions read the effective role.
CREATE TABLE staff_roles (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  role TEXT NOT NULL CHECK (role IN ('moderator')),
  granted_by INTEGER,
  created_at TEXT NOT NULL
);

-- Every report, whatever it is about. subject_kind names the table the id points into: post, event
-- and coupon are rows of posts (by their kind), user a row of users, ad a shop's ad. No foreign
-- key: one column cannot reference several tables, and a report outlives a deleted subject.
CREATE TABLE moderation_reports (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  subject_kind TEXT NOT NULL CHECK (subject_kind IN ('post', 'event', 'coupon', 'user', 'ad')),
  subject_id INTEGER NOT NULL,
  reporter_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  reason TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'actioned', 'dismissed')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  resolved_at TEXT
);
CREATE INDEX moderation_reports_by_subject
  ON moderation_reports (subject_kind, subject_id, state, id DESC);
-- One open report per person and subject; after a decision they may report again.
CREATE UNIQUE INDEX moderation_reports_once_open
  ON moderation_reports (subject_kind, subject_id, reporter_id)
  WHERE reporter_id IS NOT NULL AND state = 'open';

-- The queue: one row per subject that was ever reported or acted on. `version` grows with every
-- staff action and appeal; an action names the version its moderator saw, so of two moderators
-- acting at once exactly one succeeds. `action_token` is the token of the latest action: the other
-- statements of that action's batch run only when it is theirs.
CREATE TABLE moderation_subjects (
  subject_kind TEXT NOT NULL CHECK (subject_kind IN ('post', 'event', 'coupon', 'user', 'ad')),
  subject_id INTEGER NOT NULL,
  state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'closed')),
  open_reports INTEGER NOT NULL DEFAULT 0,
  total_reports INTEGER NOT NULL DEFAULT 0,
  appealed INTEGER NOT NULL DEFAULT 0 CHECK (appealed IN (0, 1)),
  -- The newest report or appeal: the queue shows the most recent first.
  last_activity_at TEXT NOT NULL,
  version INTEGER NOT NULL DEFAULT 0,
  action_token TEXT,
  PRIMARY KEY (subject_kind, subject_id)
);
CREATE INDEX moderation_queue ON moderation_subjects (state, last_activity_at DESC);

CREATE TRIGGER moderation_reports_after_insert AFTER INSERT ON moderation_reports
BEGIN
  INSERT OR IGNORE INTO moderation_subjects (subject_kind, subject_id, state, last_activity_at)
  VALUES (NEW.subject_kind, NEW.subject_id, 'open', NEW.created_at);
  UPDATE moderation_subjects
  SET state = 'open', open_reports = open_reports + 1, total_reports = total_reports + 1,
    last_activity_at = max(last_activity_at, NEW.created_at)
  WHERE subject_kind = NEW.subject_kind AND subject_id = NEW.subject_id;
END;

-- Post reports keep their own table and API (one per person and post); each new one joins the
-- queue under its post's kind, so every writer of reports stays correct without knowing the desk.
CREATE TRIGGER reports_to_moderation AFTER INSERT ON reports
BEGIN
  INSERT OR IGNORE INTO moderation_reports (subject_kind, subject_id, reporter_id, reason, created_at)
  SELECT p.kind, p.id, NEW.user_id, NEW.reason, NEW.created_at FROM posts p WHERE p.id = NEW.post_id;
END;

INSERT OR IGNORE INTO moderation_reports (subject_kind, subject_id, reporter_id, reason, created_at)
SELECT p.kind, p.id, r.user_id, r.reason, r.created_at
FROM reports r JOIN posts p ON p.id = r.post_id
ORDER BY r.id;

-- What staff did, and appeals: who, what, to which subject, when, why. Append-only: the triggers
-- refuse every UPDATE and DELETE. No foreign keys, so no deletion elsewhere can rewrite history.
CREATE TABLE moderation_actions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  actor_id INTEGER NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('hide', 'restore', 'dismiss', 'warn', 'suspend',
    'unsuspend', 'appeal', 'grant_moderator', 'revoke_moderator')),
  subject_kind TEXT NOT NULL CHECK (subject_kind IN ('post', 'event', 'coupon', 'user', 'ad')),
  subject_id INTEGER NOT NULL,
  -- The user the action was about (a post's author, a suspended account), if any.
  target_user_id INTEGER,
  reason TEXT NOT NULL,
  -- A suspension's end (NULL = indefinite) and other facts of the action.
  until TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX moderation_actions_by_subject
  ON moderation_actions (subject_kind, subject_id, id DESC);
CREATE INDEX moderation_actions_by_actor ON moderation_actions (actor_id, id DESC);
CREATE INDEX moderation_actions_by_action ON moderation_actions (action, id DESC);

CREATE TRIGGER moderation_actions_no_update BEFORE UPDATE ON moderation_actions
BEGIN
  SELECT RAISE(ABORT, 'moderation_actions is append-only');
END;
CREATE TRIGGER moderation_actions_no_delete BEFORE DELETE ON moderation_actions
BEGIN
  SELECT RAISE(ABORT, 'moderation_actions is append-only');
END;

-- A suspended account signs in and reads, sees why, and may appeal; it cannot write (post, like,
-- report, follow, check in). ends_at NULL = until lifted.
CREATE TABLE user_suspensions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  action_id INTEGER NOT NULL,
  reason TEXT NOT NULL,
  starts_at TEXT NOT NULL,
  ends_at TEXT,
  lifted_at TEXT
);
CREATE INDEX user_suspensions_by_user ON user_suspensions (user_id, id DESC);

-- What the user is told: one notice per action that concerns them (hidden content, a warning, a
-- suspension), with the reason. One appeal per notice reopens its subject in the queue.
CREATE TABLE moderation_notices (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  action_id INTEGER NOT NULL UNIQUE,
  action TEXT NOT NULL CHECK (action IN ('hide', 'warn', 'suspend')),
  subject_kind TEXT NOT NULL,
  subject_id INTEGER NOT NULL,
  reason TEXT NOT NULL,
  until TEXT,
  created_at TEXT NOT NULL,
  appeal_text TEXT,
  appealed_at TEXT,
  -- Names the appeal's own batch, as action_token does for staff actions.
  appeal_token TEXT,
  CHECK ((appeal_text IS NULL) = (appealed_at IS NULL))
);
CREATE INDEX moderation_notices_by_user ON moderation_notices (user_id, id DESC);
