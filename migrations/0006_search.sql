-- Japanese search: one document per searchable thing, an FTS5 trigram index over it.
--
-- search_docs holds the text the app searches: NFKC-normalized and lower-cased by the Worker
-- (worker/search/normalize.ts), because SQLite cannot do NFKC. Document ids are fixed by their
-- source so that re-indexing keeps the id and ids order documents by age within a source:
--   post/event/coupon: posts.id * 4, user: users.id * 4 + 1, place: venues.id * 4 + 2.
--
-- Every writer stays correct without knowing about this table: triggers on posts, users and
-- venues write the document with the raw text (ASCII lower-cased, the most SQLite can do) and
-- `pending = 1`; the Worker then replaces pending documents with fully normalized text (right
-- after its own writes, and a bounded batch before each search for rows written by others: the
-- demo seed, admin tools, and the rows that existed before this migration). A pending document
-- is already searchable by its raw text; normalization only adds the width/case folding.
CREATE TABLE search_docs (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('post', 'event', 'coupon', 'place', 'user')),
  ref_id INTEGER NOT NULL,
  title TEXT NOT NULL DEFAULT '',
  body TEXT NOT NULL DEFAULT '',
  pending INTEGER NOT NULL DEFAULT 1 CHECK (pending IN (0, 1))
);
-- Short queries (1–2 characters) scan the newest documents of one kind through this.
CREATE INDEX search_docs_by_kind ON search_docs (kind, id);
CREATE INDEX search_docs_pending ON search_docs (id) WHERE pending = 1;

-- External-content FTS5 over search_docs. Trigram: any substring of 3+ characters matches,
-- which suits Japanese (no word boundaries). `kind` is indexed too, so a kind filter is part of
-- the MATCH instead of a scan over every hit.
CREATE VIRTUAL TABLE search_fts USING fts5(
  title, body, kind,
  content = 'search_docs', content_rowid = 'id', tokenize = 'trigram'
);

CREATE TRIGGER search_docs_after_insert AFTER INSERT ON search_docs
BEGIN
  INSERT INTO search_fts (rowid, title, body, kind) VALUES (NEW.id, NEW.title, NEW.body, NEW.kind);
END;

CREATE TRIGGER search_docs_after_delete AFTER DELETE ON search_docs
BEGIN
  INSERT INTO search_fts (search_fts, rowid, title, body, kind)
  VALUES ('delete', OLD.id, OLD.title, OLD.body, OLD.kind);
END;

CREATE TRIGGER search_docs_after_update AFTER UPDATE OF title, body, kind ON search_docs
BEGIN
  INSERT INTO search_fts (search_fts, rowid, title, body, kind)
  VALUES ('delete', OLD.id, OLD.title, OLD.body, OLD.kind);
  INSERT INTO search_fts (rowid, title, body, kind) VALUES (NEW.id, NEW.title, NEW.body, NEW.kind);
END;

-- Posts: public ones are documents; hidden or deleted ones are removed. (A post whose author is
-- hidden stays indexed; the search query joins users and drops it.)
CREATE TRIGGER posts_search_after_insert AFTER INSERT ON posts WHEN NEW.visibility = 'public'
BEGIN
  INSERT INTO search_docs (id, kind, ref_id, title, body, pending)
  VALUES (NEW.id * 4, NEW.kind, NEW.id, lower(coalesce(NEW.title, '')),
    lower(NEW.body || char(10) || coalesce(NEW.place_name, '') || char(10)
      || coalesce(NEW.coupon_offer, '') || char(10) || NEW.tags_json), 1)
  ON CONFLICT (id) DO UPDATE SET kind = excluded.kind, title = excluded.title,
    body = excluded.body, pending = 1;
END;

CREATE TRIGGER posts_search_after_update AFTER UPDATE OF kind, title, body, tags_json, place_name,
  address, coupon_offer, coupon_terms, visibility ON posts
BEGIN
  DELETE FROM search_docs WHERE id = NEW.id * 4 AND NEW.visibility <> 'public';
  INSERT INTO search_docs (id, kind, ref_id, title, body, pending)
  SELECT NEW.id * 4, NEW.kind, NEW.id, lower(coalesce(NEW.title, '')),
    lower(NEW.body || char(10) || coalesce(NEW.place_name, '') || char(10)
      || coalesce(NEW.coupon_offer, '') || char(10) || NEW.tags_json), 1
  WHERE NEW.visibility = 'public'
  ON CONFLICT (id) DO UPDATE SET kind = excluded.kind, title = excluded.title,
    body = excluded.body, pending = 1;
END;

CREATE TRIGGER users_search_after_insert AFTER INSERT ON users WHEN NEW.status = 'active'
BEGIN
  INSERT INTO search_docs (id, kind, ref_id, title, body, pending)
  VALUES (NEW.id * 4 + 1, 'user', NEW.id, lower(NEW.name), lower(NEW.bio), 1)
  ON CONFLICT (id) DO UPDATE SET title = excluded.title, body = excluded.body, pending = 1;
END;

CREATE TRIGGER users_search_after_update AFTER UPDATE OF name, bio, status ON users
BEGIN
  DELETE FROM search_docs WHERE id = NEW.id * 4 + 1 AND NEW.status <> 'active';
  INSERT INTO search_docs (id, kind, ref_id, title, body, pending)
  SELECT NEW.id * 4 + 1, 'user', NEW.id, lower(NEW.name), lower(NEW.bio), 1
  WHERE NEW.status = 'active'
  ON CONFLICT (id) DO UPDATE SET title = excluded.title, body = excluded.body, pending = 1;
END;

CREATE TRIGGER venues_search_after_insert AFTER INSERT ON venues
BEGIN
  INSERT INTO search_docs (id, kind, ref_id, title, body, pending)
  VALUES (NEW.id * 4 + 2, 'place', NEW.id, lower(NEW.name),
    lower(NEW.description || char(10) || NEW.address || char(10) || NEW.tags_json), 1)
  ON CONFLICT (id) DO UPDATE SET title = excluded.title, body = excluded.body, pending = 1;
END;

CREATE TRIGGER venues_search_after_update AFTER UPDATE OF name, description, address, tags_json
  ON venues
BEGIN
  UPDATE search_docs SET title = lower(NEW.name),
    body = lower(NEW.description || char(10) || NEW.address || char(10) || NEW.tags_json),
    pending = 1
  WHERE id = NEW.id * 4 + 2;
END;

CREATE TRIGGER venues_search_after_delete AFTER DELETE ON venues
BEGIN
  DELETE FROM search_docs WHERE id = OLD.id * 4 + 2;
END;

-- Rows that existed before this migration: indexed now with raw text, normalized later.
INSERT INTO search_docs (id, kind, ref_id, title, body, pending)
SELECT id * 4, kind, id, lower(coalesce(title, '')),
  lower(body || char(10) || coalesce(place_name, '') || char(10) || coalesce(coupon_offer, '')
    || char(10) || tags_json), 1
FROM posts WHERE visibility = 'public';
INSERT INTO search_docs (id, kind, ref_id, title, body, pending)
SELECT id * 4 + 1, 'user', id, lower(name), lower(bio), 1 FROM users WHERE status = 'active';
INSERT INTO search_docs (id, kind, ref_id, title, body, pending)
SELECT id * 4 + 2, 'place', id, lower(name),
  lower(description || char(10) || address || char(10) || tags_json), 1
FROM venues;
