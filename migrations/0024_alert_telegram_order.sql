-- How the Worker orders JMA's reports of one warning and remembers what ended it
-- (worker/alerts/report-order.ts, apply-report.ts; docs/product.md "The state of one warning").

-- The telegram that last changed a warning: its type (VPWW55, VXSE51, …) and when JMA sent it
-- (Control/DateTime, to the second). Two reports of one minute without a Serial (JMA's 震度速報
-- 32-35_07_02 and 07_03, 15 s apart) are ordered by it.
ALTER TABLE alerts ADD COLUMN telegram_type TEXT NOT NULL DEFAULT '';
ALTER TABLE alerts ADD COLUMN sent_at TEXT NOT NULL DEFAULT '';

-- The latest lift (解除, なし, 予報, a 取消 that withdrew the warning) read per kind and area, even
-- when nothing was in force: a telegram older than it never reopens the warning.
CREATE TABLE alert_lifts (
  source TEXT NOT NULL,
  kind TEXT NOT NULL,
  area_code TEXT NOT NULL,
  telegram_type TEXT NOT NULL DEFAULT '',
  event_id TEXT NOT NULL DEFAULT '',
  serial INTEGER NOT NULL DEFAULT 0,
  report_at TEXT NOT NULL,
  sent_at TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (source, kind, area_code)
);

-- Which telegram types (通常 only) have named which of the town's areas, first when: the
-- transition product 土砂災害警戒情報 VXWW50 is read only while no VPWW56 has named the town; after
-- that its reports are kept in alert_reports with the outcome 'superseded'.
CREATE TABLE alert_telegram_areas (
  telegram_type TEXT NOT NULL,
  area_code TEXT NOT NULL,
  first_read_at TEXT NOT NULL,
  PRIMARY KEY (telegram_type, area_code)
);
