-- Sign in with Apple: the access token a fresh Apple sign-in gave when its account asked to be
-- deleted. The queue job revokes it with Apple (POST /auth/revoke) and clears it at once; it is
-- kept on the job's row, not in the queue message, so a retry or the hourly sweep's re-queue can
-- still revoke it. The row itself goes with the job's last batch.
ALTER TABLE account_deletions ADD COLUMN apple_access_token TEXT;
