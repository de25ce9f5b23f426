-- A post or a user row that is deleted takes its search document with it. Until now only a hidden
-- post or an inactive user left the index (0006_search.sql); a deleted row's document stayed, and
-- the search dropped it only while it was still waiting to be normalized, so the text of an
-- account's deleted posts stayed stored in search_docs and search_fts (its results were never
-- shown: the query joins the live rows). Deletion must leave none of that text behind.
CREATE TRIGGER posts_search_after_delete AFTER DELETE ON posts
BEGIN
  DELETE FROM search_docs WHERE id = OLD.id * 4;
END;

CREATE TRIGGER users_search_after_delete AFTER DELETE ON users
BEGIN
  DELETE FROM search_docs WHERE id = OLD.id * 4 + 1;
END;

-- Documents of rows deleted before these triggers (search_docs_after_delete clears search_fts).
DELETE FROM search_docs WHERE id % 4 = 0 AND NOT EXISTS (SELECT 1 FROM posts WHERE posts.id = search_docs.ref_id);
DELETE FROM search_docs WHERE id % 4 = 1 AND NOT EXISTS (SELECT 1 FROM users WHERE users.id = search_docs.ref_id);
