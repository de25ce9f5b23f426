-- Disaster mode's freshness and story: a version that changes with every change of the warnings,
-- and each warning's steps (注意報 → 警報 → 危険警報 → 解除) with their times. Both are kept by
-- triggers on alerts, so every writer (the JMA poll, the desk, a drill, the earthquake expiry, and
-- SQL written behind the app) moves them in the same statement as the warning itself.

-- One row. `version` is a random token, new on every change of alerts: pages kept by the edge
-- cache and the isolates' memos are keyed by it (worker/lib/alert-version.ts), so a page served after
-- a change never carries the previous warnings, in any data centre. Random rather than a counter:
-- a database made anew never hands out a token an old copy was stored under.
CREATE TABLE alert_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version TEXT NOT NULL
);
INSERT INTO alert_version (id, version) VALUES (1, lower(hex(randomblob(8))));

CREATE TRIGGER alert_version_on_insert AFTER INSERT ON alerts
BEGIN
  UPDATE alert_version SET version = lower(hex(randomblob(8))) WHERE id = 1;
END;
-- Only for a change of what the API shows: D1 counts a trigger's writes in the statement's
-- `meta.changes`, so a write that checks its own count (the push's claim of `pushed_level`,
-- worker/alerts/push.ts) must not fire it. A column the API starts showing belongs in this list.
CREATE TRIGGER alert_version_on_update AFTER UPDATE ON alerts
  WHEN NEW.level IS NOT OLD.level OR NEW.status IS NOT OLD.status
    OR NEW.headline IS NOT OLD.headline OR NEW.area_name IS NOT OLD.area_name
    OR NEW.area_code IS NOT OLD.area_code OR NEW.kind IS NOT OLD.kind
    OR NEW.issued_at IS NOT OLD.issued_at OR NEW.updated_at IS NOT OLD.updated_at
    OR NEW.lifted_at IS NOT OLD.lifted_at OR NEW.shelter_ids IS NOT OLD.shelter_ids
BEGIN
  UPDATE alert_version SET version = lower(hex(randomblob(8))) WHERE id = 1;
END;
CREATE TRIGGER alert_version_on_delete AFTER DELETE ON alerts
BEGIN
  UPDATE alert_version SET version = lower(hex(randomblob(8))) WHERE id = 1;
END;

-- A warning's steps: its issue, each change of level, and its lift, at the time the report (or
-- the town's action) gave. A report that repeats the level (継続) is no step.
CREATE TABLE alert_steps (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  alert_id TEXT NOT NULL REFERENCES alerts (id) ON DELETE CASCADE,
  level INTEGER NOT NULL,
  -- 'issued', 'upgraded', 'downgraded', 'lifted'
  step TEXT NOT NULL,
  at TEXT NOT NULL
);
CREATE INDEX alert_steps_by_alert ON alert_steps (alert_id, at, id);

CREATE TRIGGER alert_steps_on_insert AFTER INSERT ON alerts
BEGIN
  INSERT INTO alert_steps (alert_id, level, step, at) VALUES (NEW.id, NEW.level, 'issued', NEW.issued_at);
END;
CREATE TRIGGER alert_steps_on_level AFTER UPDATE OF level ON alerts
  WHEN NEW.level <> OLD.level AND NEW.lifted_at IS NULL
BEGIN
  INSERT INTO alert_steps (alert_id, level, step, at)
  VALUES (NEW.id, NEW.level, CASE WHEN NEW.level > OLD.level THEN 'upgraded' ELSE 'downgraded' END,
          NEW.updated_at);
END;
CREATE TRIGGER alert_steps_on_lift AFTER UPDATE OF lifted_at ON alerts
  WHEN NEW.lifted_at IS NOT NULL AND OLD.lifted_at IS NULL
BEGIN
  INSERT INTO alert_steps (alert_id, level, step, at) VALUES (NEW.id, NEW.level, 'lifted', NEW.lifted_at);
END;
-- The warnings written before these triggers: their issue and lift, as recorded.
INSERT INTO alert_steps (alert_id, level, step, at) SELECT id, level, 'issued', issued_at FROM alerts;
INSERT INTO alert_steps (alert_id, level, step, at)
  SELECT id, level, 'lifted', lifted_at FROM alerts WHERE lifted_at IS NOT NULL;
