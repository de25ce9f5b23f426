-- The JMA feeds' outage alarm (worker/alerts/feed-health.ts), per feed folder: since when reads
-- have failed and when staff were last told (once at 10 minutes, then hourly while it lasts).
CREATE TABLE alert_feed_alarms (
  base TEXT PRIMARY KEY,
  failing_since TEXT NOT NULL,
  notified_at TEXT
);

-- Notices to staff (the feed alarm): delivered to the devices of admins and moderators, never a
-- topic a resident can subscribe to (the topic lists leave it out).
INSERT INTO push_topics (name, disp_name, sort_order) VALUES ('staff', '職員への連絡', 99);
