-- A post photo's small (800 px) and medium (1,280 px) copies, which a post page's srcset offers
-- phones (src/shared/photo-sizes.ts). NULL when the display size is no larger, and for photos
-- stored before these copies existed: their srcset keeps the thumbnail and the display size.
ALTER TABLE post_media ADD COLUMN small_key TEXT;
ALTER TABLE post_media ADD COLUMN medium_key TEXT;

-- Before an R2 object is deleted, the store asks whether any other row still points at it.
CREATE INDEX post_media_by_small_key ON post_media (small_key) WHERE small_key IS NOT NULL;
CREATE INDEX post_media_by_medium_key ON post_media (medium_key) WHERE medium_key IS NOT NULL;
