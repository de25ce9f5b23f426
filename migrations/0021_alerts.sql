-- Disaster mode: the warnings in force for the town, from the Japan Meteorological Agency's
-- 防災情報XML feeds and from the town's own evacuation orders, with every report that changed them.
-- Times are ISO 8601 strings in UTC (…Z), written by the Worker.

-- One row per warning: a JMA kind for one area (its EventID-independent key: source, kind, area
-- code) or one town order. `level` is the 警戒レベル-equivalent severity that decides the banner
-- (src/shared/api/alerts.ts). A lifted warning keeps its row (lifted_at set) for the history page.
CREATE TABLE alerts (
  id TEXT PRIMARY KEY,
  source TEXT NOT NULL CHECK (source IN ('jma', 'town')),
  kind TEXT NOT NULL,
  level INTEGER NOT NULL CHECK (level BETWEEN 1 AND 5),
  area_code TEXT NOT NULL,
  area_name TEXT NOT NULL,
  headline TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL CHECK (status IN ('issued', 'continued', 'upgraded', 'downgraded', 'lifted')),
  -- The telegram that last changed this row: a report older than it never changes the row.
  event_id TEXT NOT NULL DEFAULT '',
  serial INTEGER NOT NULL DEFAULT 0,
  report_at TEXT NOT NULL,
  issued_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  lifted_at TEXT,
  -- Town orders: the shelters opened (JSON array of venue ids) and who issued it.
  shelter_ids TEXT NOT NULL DEFAULT '[]',
  issued_by INTEGER REFERENCES users (id),
  -- Set when the push for the current level was queued, so a continuation never pushes again.
  pushed_level INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX alerts_in_force ON alerts (lifted_at, level);
-- One JMA warning in force per kind and area: two pollers reading the same issue at once cannot
-- open it twice.
CREATE UNIQUE INDEX alerts_jma_in_force ON alerts (kind, area_code)
  WHERE source = 'jma' AND lifted_at IS NULL;

-- Every telegram read (or town action), once: the feed entry's id makes a re-read a no-op.
CREATE TABLE alert_reports (
  entry_id TEXT PRIMARY KEY,
  alert_id TEXT REFERENCES alerts (id),
  kind TEXT NOT NULL,
  status TEXT NOT NULL,
  level INTEGER NOT NULL,
  event_id TEXT NOT NULL DEFAULT '',
  serial INTEGER NOT NULL DEFAULT 0,
  report_at TEXT NOT NULL,
  received_at TEXT NOT NULL,
  -- 'applied', 'stale' (older than the row), 'other_area', 'malformed', 'ignored' (an exercise:
  -- Control/Status 訓練 or 試験)
  outcome TEXT NOT NULL
);
CREATE INDEX alert_reports_by_alert ON alert_reports (alert_id, report_at);

-- The feeds' conditional-request state and back-off, per feed URL.
CREATE TABLE alert_feeds (
  url TEXT PRIMARY KEY,
  etag TEXT,
  last_modified TEXT,
  checked_at TEXT,
  failures INTEGER NOT NULL DEFAULT 0,
  retry_after TEXT
);

-- The advisories topic (レベル2): devices that want 注意報 as well as warnings.
INSERT INTO push_topics (name, disp_name, sort_order) VALUES ('advisories', '注意報・気象情報', 3);

-- What staff did at the desk (a town order issued or lifted, a drill step), like
-- moderation_actions: who, what, which alert, when. Append-only: the triggers refuse every change.
CREATE TABLE alert_actions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  actor_id INTEGER NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('issue', 'lift', 'drill')),
  alert_id TEXT,
  detail TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX alert_actions_by_alert ON alert_actions (alert_id, id);
CREATE TRIGGER alert_actions_no_update BEFORE UPDATE ON alert_actions
BEGIN
  SELECT RAISE(ABORT, 'alert_actions is append-only');
END;
CREATE TRIGGER alert_actions_no_delete BEFORE DELETE ON alert_actions
BEGIN
  SELECT RAISE(ABORT, 'alert_actions is append-only');
END;
