-- Push notifications: registered devices, the topic catalog,
-- topic subscriptions and the messages an admin sent with their delivery counts.
-- Times are ISO 8601 strings in UTC (…Z), written by the Worker.

-- Topics a device can subscribe to, with the name people see (custom_attributes.disp_name).
CREATE TABLE push_topics (
  name TEXT PRIMARY KEY,
  disp_name TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0
);
INSERT INTO push_topics (name, disp_name, sort_order) VALUES
  ('all', '全体通知', 0),
  ('events', 'イベント', 1),
  ('coupons', 'クーポン', 2);

-- One row per FCM registration token. The id is what the client stores as `device_id`; a token
-- registered again keeps its id (upsert by token), the owner is whoever registered it last.
CREATE TABLE devices (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  fcm_token TEXT NOT NULL UNIQUE,
  platform TEXT NOT NULL,
  browser TEXT NOT NULL DEFAULT '',
  app_version TEXT NOT NULL DEFAULT '',
  os_version TEXT NOT NULL DEFAULT '',
  language_code TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL
);
CREATE INDEX devices_by_user ON devices (user_id);

CREATE TABLE topic_subscriptions (
  device_id TEXT NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
  topic_name TEXT NOT NULL REFERENCES push_topics (name),
  subscription_source TEXT NOT NULL,
  disp_name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (device_id, topic_name)
);
CREATE INDEX topic_subscriptions_by_topic ON topic_subscriptions (topic_name);

-- What an admin sent to a topic; the queue consumer adds up the outcome per token.
CREATE TABLE push_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  topic TEXT NOT NULL REFERENCES push_topics (name),
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  image TEXT,
  target_url TEXT,
  created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'done')),
  recipients INTEGER NOT NULL DEFAULT 0,
  sent INTEGER NOT NULL DEFAULT 0,
  failed INTEGER NOT NULL DEFAULT 0,
  removed INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  finished_at TEXT
);
