import { Hono } from 'hono'
import { z } from 'zod'
import { SEARCH_KINDS, type SearchSuggestions } from '../../src/shared/api/search'
import type { AppEnv } from '../lib/env'
import { readPage } from '../lib/pagination'
import { clientIp, enforceRateLimits, RATE_LIMITS } from '../lib/rate-limit'
import { parseInput } from '../lib/validate'
import { requestedLang } from '../translate/lang'
import { decodeSearchCursor, encodeSearchCursor } from './cursor'
import { normalizePending, type PendingDoc, pendingDocs } from './documents'
import { toHits } from './hits'
import { queryTerms } from './normalize'
import { findDocs, type Position } from './query'
import { recentAndPopularTags } from './suggestions'
import { translateHits } from './translate-hits'

/** Search (the contract is src/shared/api/search.ts). */
export const search = new Hono<AppEnv>()

const searchQuery = z.object({
  kind: z
    .enum(SEARCH_KINDS, {
      error: '種類（kind）は post・event・coupon・place・user のいずれかを指定してください。',
    })
    .optional(),
})

search.get('/', async (c) => {
  await enforceRateLimits(c, [{ limit: RATE_LIMITS.searchPerIp, subject: clientIp(c) }])
  const query = c.req.query()
  const { kind } = parseInput(searchQuery, { kind: query.kind || undefined })
  const page = readPage<Position>(query, decodeSearchCursor)
  const terms = queryTerms(query.q ?? '')
  if (terms.length === 0) return c.json({ items: [], nextCursor: null })
  // Rows written outside the API (seed, admin tools, pre-migration data) get normalized here, a
  // bounded batch at a time. The pending check rides along with the first query (one indexed
  // lookup when there is nothing to do); when it finds any, the search runs again after them.
  const first = await findDocs(c.env.DB, terms, kind, page.after, page.limit, [
    pendingDocs(c.env.DB),
  ])
  const pending = (first.alongside[0]?.results ?? []) as PendingDoc[]
  let found = first.found
  if (pending.length > 0) {
    await normalizePending(c.env.DB, pending)
    found = (await findDocs(c.env.DB, terms, kind, page.after, page.limit)).found
  }
  const kept = found.slice(0, page.limit)
  const last = kept.at(-1)
  const hits = await toHits(
    c.env.DB,
    kept.map((doc) => doc.id),
    terms,
  )
  const lang = requestedLang(c)
  const items = lang ? await translateHits(c.env, lang, hits) : hits
  return c.json({
    items,
    nextCursor:
      found.length > page.limit && last
        ? encodeSearchCursor({ phase: last.phase, beforeId: last.id })
        : null,
  })
})

search.get('/suggestions', async (c) => {
  const suggestions: SearchSuggestions = await recentAndPopularTags(c.env.DB)
  c.header('cache-control', 'public, max-age=60')
  return c.json(suggestions)
})
