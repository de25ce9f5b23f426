-- The hourly housekeeping (worker/housekeeping/retention.ts) deletes rows past their retention in
-- small batches; these indexes let each batch find its rows without scanning the table.
CREATE INDEX rate_limits_by_window ON rate_limits (window_start);
CREATE INDEX sessions_by_expiry ON sessions (expires_at);
CREATE INDEX sessions_by_revocation ON sessions (revoked_at) WHERE revoked_at IS NOT NULL;
CREATE INDEX email_tokens_by_expiry ON email_tokens (expires_at);
CREATE INDEX mail_outbox_by_age ON mail_outbox (created_at);
CREATE INDEX push_messages_delivered ON push_messages (finished_at) WHERE status = 'done';
CREATE INDEX alert_reports_by_receipt ON alert_reports (received_at);
