-- Kana-insensitive search: the Worker's normalization (worker/search/normalize.ts) now also folds
-- katakana to hiragana, for the index and the queries alike. Documents normalized before that
-- hold katakana a folded query can no longer match, so every document is marked pending again;
-- the Worker re-normalizes them in bounded batches before searches, as it does for rows written
-- outside the API. (Updating only `pending` leaves the FTS index alone until the text changes.)
UPDATE search_docs SET pending = 1 WHERE pending = 0;
