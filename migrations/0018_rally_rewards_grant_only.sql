-- A stamp rally's reward coupon is issued by completing the rally, so only those it was granted to
-- may use it. Rallies created through the API before this rule left their reward coupons open to
-- everyone: mark them grant-only. Uses already recorded stay as they are.
UPDATE posts SET coupon_requires_grant = 1
WHERE kind = 'coupon' AND coupon_requires_grant = 0
  AND id IN (SELECT reward_coupon_id FROM stamp_rallies WHERE reward_coupon_id IS NOT NULL);

-- Every coupon use and status asks whether the coupon is a rally's reward.
CREATE INDEX stamp_rallies_by_reward_coupon ON stamp_rallies (reward_coupon_id);
