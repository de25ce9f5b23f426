-- A refund is not always over when it starts: a konbini payment has no card to go back to, so
-- Stripe emails the shop for bank details and the refund waits (requires_action) until they
-- answer, then succeeds, or it expires and fails. The order keeps the refund's state as Stripe
-- last reported it, where the instructions went, and until when the shop can answer.
ALTER TABLE ad_orders ADD COLUMN refund_status TEXT
  CHECK (refund_status IS NULL OR refund_status IN
    ('pending', 'requires_action', 'succeeded', 'failed', 'canceled'));
ALTER TABLE ad_orders ADD COLUMN refund_email TEXT;
ALTER TABLE ad_orders ADD COLUMN refund_expires_at TEXT;

-- Refunds before this migration were card refunds: finished when the order became refunded,
-- under way while it was only rejected.
UPDATE ad_orders SET refund_status = CASE WHEN state = 'refunded' THEN 'succeeded' ELSE 'pending' END
  WHERE refund_id IS NOT NULL;
