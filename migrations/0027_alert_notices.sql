-- What residents' phones show of each warning, so its later pushes can replace that notice
-- quietly (worker/alerts/push-quiet.ts). pushed_level alone cannot say it: a downgrade lowers it
-- (so a raise is news again), which forgets who was told.
--   notice_level: the level of the notice last sent for this warning (0: none, or its 解除 went out)
--   notice_reach: the highest level ever sent, deciding who gets the quiet pushes (3 and above:
--                 every device; 2: the advisories topic), as the loud push reached them.
ALTER TABLE alerts ADD COLUMN notice_level INTEGER NOT NULL DEFAULT 0;
ALTER TABLE alerts ADD COLUMN notice_reach INTEGER NOT NULL DEFAULT 0;
-- Warnings in force when this ships were pushed at pushed_level: their lift replaces that notice.
UPDATE alerts SET notice_level = pushed_level, notice_reach = pushed_level
  WHERE lifted_at IS NULL AND pushed_level >= 2;
-- Each poll looks for notices to replace: only the few warnings whose notice still shows.
CREATE INDEX alerts_notice_shown ON alerts (notice_level) WHERE notice_level > 0;
