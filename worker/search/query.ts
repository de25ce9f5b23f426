import type { SearchKind } from '../../src/shared/api/search'
import { notBlocked } from '../lib/blocks'
import { PUBLISHED } from '../posts/queries'
import { DOC_SOURCE } from './documents'
import { charCount } from './normalize'

// Finding document ids for normalized terms, in result order: documents whose title holds every
// term first ("title" phase), then documents where the terms are found in title + text but not
// all in the title ("text" phase); newest first (highest id) inside each phase. Keyset paging:
// a position is (phase, last id).
//
// Cost: every query is bounded by LIMIT.
//   - all terms >= 3 characters: FTS5 trigram MATCH with `ORDER BY rowid DESC` walks the index's
//     doclists backwards and stops at the limit; the kind filter is part of the MATCH. The title
//     phase reads an index of the titles alone (FTS_TABLE).
//   - any term of 1–2 characters (trigrams cannot match it): a scan of the SHORT_SCAN_WINDOW newest
//     documents below the cursor (of the requested kind, through search_docs_by_kind), testing
//     instr() on the normalized text. instr instead of LIKE: no wildcard escaping to get wrong,
//     same meaning as LIKE '%term%' on text that is already case-folded. Short queries therefore
//     find matches among the newest documents (each page looks at the next window).

export type Phase = 'title' | 'text'

export interface Position {
  phase: Phase
  beforeId: number
}

export interface FoundDoc {
  id: number
  phase: Phase
}

export const SHORT_SCAN_WINDOW = 20_000
const ALL = Number.MAX_SAFE_INTEGER

/** An FTS5 string literal: the whole term is one phrase, syntax characters are plain text. */
function ftsString(term: string): string {
  return `"${term.replaceAll('"', '""')}"`
}

function ftsQuery(terms: string[], phase: Phase, kind: SearchKind | undefined): string {
  const all = `(${terms.map(ftsString).join(' AND ')})`
  const phaseQuery =
    phase === 'title' ? `({title} : ${all})` : `(({title body} : ${all}) NOT ({title} : ${all}))`
  return kind ? `({kind} : ${ftsString(kind)}) AND ${phaseQuery}` : phaseQuery
}

/** A statement's SQL with its binds, numbered as `?n` in the order they were added. */
class Binds {
  readonly values: (string | number)[] = []
  slot(value: string | number): string {
    this.values.push(value)
    return `?${this.values.length}`
  }
}

/** The ids of one phase's documents below `beforeId`, newest first, at most `limit` (SQL). */
type FindIds = (
  binds: Binds,
  terms: string[],
  phase: Phase,
  kind: SearchKind | undefined,
  beforeId: number,
  limit: string,
) => string

/**
 * Each phase's index (migrations/0045_search_titles.sql): the title phase reads an index of the
 * titles alone, since a column filter on the index of titles and texts walks every document that
 * holds the terms anywhere, which grows with the town's posts.
 */
const FTS_TABLE: Record<Phase, string> = { title: 'search_title_fts', text: 'search_fts' }

const findWithFts: FindIds = (binds, terms, phase, kind, beforeId, limit) => {
  const table = FTS_TABLE[phase]
  return `SELECT rowid AS id FROM ${table}
    WHERE ${table} MATCH ${binds.slot(ftsQuery(terms, phase, kind))} AND rowid < ${binds.slot(beforeId)}
    ORDER BY rowid DESC LIMIT ${limit}`
}

const findWithScan: FindIds = (binds, terms, phase, kind, beforeId, limit) => {
  const before = binds.slot(beforeId)
  const window = binds.slot(SHORT_SCAN_WINDOW)
  const kindClause = kind ? `AND kind = ${binds.slot(kind)}` : ''
  const termSlots = terms.map((term) => binds.slot(term))
  const inTitle = termSlots.map((s) => `instr(title, ${s}) > 0`).join(' AND ')
  const inAny = termSlots
    .map((s) => `(instr(title, ${s}) > 0 OR instr(body, ${s}) > 0)`)
    .join(' AND ')
  const where = phase === 'title' ? inTitle : `${inAny} AND NOT (${inTitle})`
  return `SELECT id FROM (
      SELECT id, title, body FROM search_docs
      WHERE id < ${before} ${kindClause} ORDER BY id DESC LIMIT ${window})
    WHERE ${where} ORDER BY id DESC LIMIT ${limit}`
}

/** A found document with the row it shows: a post's, a user's or a place's columns, or none. */
export interface FoundRow extends FoundDoc {
  post_id: number | null
  post_kind: 'post' | 'event' | 'coupon' | null
  post_title: string | null
  post_body: string | null
  place_name: string | null
  coupon_offer: string | null
  post_created_at: string | null
  thumb_key: string | null
  user_id: number | null
  user_name: string | null
  user_bio: string | null
  user_avatar_url: string | null
  user_created_at: string | null
  venue_id: number | null
  venue_kind: 'venue' | 'restaurant' | 'shelter' | null
  venue_name: string | null
  venue_description: string | null
  venue_address: string | null
  venue_image_key: string | null
  venue_created_at: string | null
}

/**
 * One statement for a page of results: up to `limit + 1` documents from `from` on (the extra one
 * says there is more), in result order, each with the row it shows, read in the same statement.
 * The text phase only runs for what the title phase left of the page (its LIMIT is what remains,
 * and a LIMIT of 0 stops it before it reads anything). A document whose row stopped being public
 * since it was indexed (a hidden post, a suspended author or user) comes back with no row: it
 * still counts for paging, and toHits leaves it out. One statement instead of one per phase plus
 * one for the rows, because each round trip to D1 costs the Worker and D1 more than the reads.
 */
export function searchPage(
  db: D1Database,
  terms: string[],
  kind: SearchKind | undefined,
  from: Position | null,
  limit: number,
  /** The signed-in viewer (0 for visitors): people blocked either way are left out. */
  viewerId: number,
): D1PreparedStatement {
  const find = terms.every((term) => charCount(term) >= 3) ? findWithFts : findWithScan
  const binds = new Binds()
  const pageSize = binds.slot(limit + 1)
  const viewer = binds.slot(viewerId)
  const phases: string[] = []
  if (from?.phase !== 'text') {
    const title = find(binds, terms, 'title', kind, from?.beforeId ?? ALL, pageSize)
    const textLimit = `max(0, ${pageSize} - (SELECT count(*) FROM title_phase))`
    const text = find(binds, terms, 'text', kind, ALL, textLimit)
    phases.push(`title_phase AS MATERIALIZED (${title})`, `text_phase AS MATERIALIZED (${text})`)
  } else {
    const text = find(binds, terms, 'text', kind, from.beforeId, pageSize)
    phases.push('title_phase AS (SELECT 0 AS id WHERE 0)', `text_phase AS (${text})`)
  }
  const sql = `WITH ${phases.join(',\n')},
    found AS (SELECT id, 'title' AS phase, 0 AS rank FROM title_phase
      UNION ALL SELECT id, 'text' AS phase, 1 AS rank FROM text_phase)
    SELECT f.id, f.phase,
      p.id AS post_id, p.kind AS post_kind, p.title AS post_title, p.body AS post_body,
      p.place_name, p.coupon_offer, p.created_at AS post_created_at,
      CASE WHEN p.id IS NOT NULL THEN (SELECT thumb_key FROM post_media
        WHERE post_id = p.id ORDER BY position LIMIT 1) END AS thumb_key,
      su.id AS user_id, su.name AS user_name, su.bio AS user_bio,
      su.avatar_url AS user_avatar_url, su.created_at AS user_created_at,
      v.id AS venue_id, v.kind AS venue_kind, v.name AS venue_name,
      v.description AS venue_description, v.address AS venue_address,
      v.image_key AS venue_image_key, v.created_at AS venue_created_at
    FROM found f
    LEFT JOIN posts p ON f.id % 4 = ${DOC_SOURCE.post} AND p.id = f.id >> 2
      AND p.visibility = 'public' AND ${PUBLISHED}
      AND EXISTS (SELECT 1 FROM users u WHERE u.id = p.user_id AND u.status = 'active')
      AND ${notBlocked('p.user_id', viewer, viewerId)}
    LEFT JOIN users su ON f.id % 4 = ${DOC_SOURCE.user} AND su.id = f.id >> 2
      AND su.status = 'active' AND ${notBlocked('su.id', viewer, viewerId)}
    LEFT JOIN venues v ON f.id % 4 = ${DOC_SOURCE.place} AND v.id = f.id >> 2
    ORDER BY f.rank, f.id DESC`
  return db.prepare(sql).bind(...binds.values)
}
