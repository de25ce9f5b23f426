import type { SearchKind } from '../../src/shared/api/search'
import { charCount } from './normalize'

// Finding document ids for normalized terms, in result order: documents whose title holds every
// term first ("title" phase), then documents where the terms are found in title + text but not
// all in the title ("text" phase); newest first (highest id) inside each phase. Keyset paging:
// a position is (phase, last id).
//
// Cost: every query is bounded by LIMIT.
//   - all terms >= 3 characters: FTS5 trigram MATCH with `ORDER BY rowid DESC` walks the index's
//     doclists backwards and stops at the limit; the kind filter is part of the MATCH.
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

function findWithFts(
  db: D1Database,
  terms: string[],
  phase: Phase,
  kind: SearchKind | undefined,
  beforeId: number,
  limit: number,
): D1PreparedStatement {
  return db
    .prepare(
      `SELECT rowid AS id FROM search_fts WHERE search_fts MATCH ?1 AND rowid < ?2
       ORDER BY rowid DESC LIMIT ?3`,
    )
    .bind(ftsQuery(terms, phase, kind), beforeId, limit)
}

function findWithScan(
  db: D1Database,
  terms: string[],
  phase: Phase,
  kind: SearchKind | undefined,
  beforeId: number,
  limit: number,
): D1PreparedStatement {
  const binds: (string | number)[] = [beforeId, SHORT_SCAN_WINDOW, limit]
  const slot = (value: string) => {
    binds.push(value)
    return `?${binds.length}`
  }
  const kindClause = kind ? `AND kind = ${slot(kind)}` : ''
  const termSlots = terms.map(slot)
  const inTitle = termSlots.map((s) => `instr(title, ${s}) > 0`).join(' AND ')
  const inAny = termSlots
    .map((s) => `(instr(title, ${s}) > 0 OR instr(body, ${s}) > 0)`)
    .join(' AND ')
  const where = phase === 'title' ? inTitle : `${inAny} AND NOT (${inTitle})`
  return db
    .prepare(
      `SELECT id FROM (
         SELECT id, title, body FROM search_docs
         WHERE id < ?1 ${kindClause} ORDER BY id DESC LIMIT ?2)
       WHERE ${where} ORDER BY id DESC LIMIT ?3`,
    )
    .bind(...binds)
}

/**
 * Up to `limit + 1` documents from `from` on (the extra one says there is more), in result order.
 * `alongside` are sent in the same round trip (a batch) as the first query, before it; their
 * answers come back with the documents.
 */
export async function findDocs(
  db: D1Database,
  terms: string[],
  kind: SearchKind | undefined,
  from: Position | null,
  limit: number,
  alongside: D1PreparedStatement[] = [],
): Promise<{ found: FoundDoc[]; alongside: D1Result[] }> {
  const find = terms.every((term) => charCount(term) >= 3) ? findWithFts : findWithScan
  const found: FoundDoc[] = []
  const phases: Phase[] = from?.phase === 'text' ? ['text'] : ['title', 'text']
  let answers: D1Result[] = []
  for (const [index, phase] of phases.entries()) {
    const beforeId = from?.phase === phase ? from.beforeId : ALL
    const statement = find(db, terms, phase, kind, beforeId, limit + 1 - found.length)
    const results = await db.batch<{ id: number }>(
      index === 0 ? [...alongside, statement] : [statement],
    )
    if (index === 0) answers = results.slice(0, alongside.length)
    for (const row of results.at(-1)?.results ?? []) found.push({ id: row.id, phase })
    if (found.length > limit) break
  }
  return { found, alongside: answers }
}
