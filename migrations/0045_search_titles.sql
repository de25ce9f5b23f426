-- A second FTS5 index over search_docs with the titles alone, for the search's title phase.
--
-- The title phase (worker/search/query.ts) asks for documents whose title holds every term. On
-- search_fts, which indexes titles and texts together, that is a column filter: FTS5 walks every
-- document that holds the terms anywhere to look at the column of each occurrence, so a word
-- common in texts and absent from titles (富士山, ありがとう) walked tens of thousands of
-- documents to find none, and more as the town's posts grew (14 and 48 ms in SQLite at 1,000,000
-- posts, against 0.2 and 1.6 ms at 10,000). This index holds the titles and the kinds only (the
-- kind filter stays part of the MATCH): the same phase reads the titles' doclists and is done
-- (0.1 ms at 1,000,000 posts). The text phase keeps search_fts.
CREATE VIRTUAL TABLE search_title_fts USING fts5(
  title, kind,
  content = 'search_docs', content_rowid = 'id', tokenize = 'trigram'
);

-- The same writes as search_fts's triggers (0006_search.sql), for the two columns held here.
CREATE TRIGGER search_docs_titles_after_insert AFTER INSERT ON search_docs
BEGIN
  INSERT INTO search_title_fts (rowid, title, kind) VALUES (NEW.id, NEW.title, NEW.kind);
END;

CREATE TRIGGER search_docs_titles_after_delete AFTER DELETE ON search_docs
BEGIN
  INSERT INTO search_title_fts (search_title_fts, rowid, title, kind)
  VALUES ('delete', OLD.id, OLD.title, OLD.kind);
END;

CREATE TRIGGER search_docs_titles_after_update AFTER UPDATE OF title, kind ON search_docs
BEGIN
  INSERT INTO search_title_fts (search_title_fts, rowid, title, kind)
  VALUES ('delete', OLD.id, OLD.title, OLD.kind);
  INSERT INTO search_title_fts (rowid, title, kind) VALUES (NEW.id, NEW.title, NEW.kind);
END;

-- The documents that exist already.
INSERT INTO search_title_fts (search_title_fts) VALUES ('rebuild');
