import { Hono } from 'hono'
import { z } from 'zod'
import { SEARCH_KINDS, type SearchSuggestions } from '../../src/shared/api/search'
import { viewerId } from '../accounts/session'
import type { AppEnv } from '../lib/env'
import { readPage } from '../lib/pagination'
import { applyRateLimits, clientIp, countRateLimits, RATE_LIMITS } from '../lib/rate-limit'
import { reply } from '../lib/reply'
import { parseInput } from '../lib/validate'
import { requestedLang } from '../translate/lang'
import { labelsOf, readTagLabels } from '../translate/tags'
import { decodeSearchCursor, encodeSearchCursor } from './cursor'
import { normalizePending, type PendingDoc, pendingDocs } from './documents'
import { toHits } from './hits'
import { queryTerms } from './normalize'
import { type FoundRow, type Position, searchPage } from './query'
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
  const query = c.req.query()
  const limits = countRateLimits(c.env.DB, [
    { limit: RATE_LIMITS.searchPerIp, subject: clientIp(c) },
  ])
  const parsed = parseSearch(query)
  if (!parsed.ok || parsed.terms.length === 0) {
    // Nothing to read: the count goes alone, and a refused request is still answered 429 first.
    applyRateLimits(c, limits, await c.env.DB.batch<{ count: number }>(limits.statements))
    if (!parsed.ok) throw parsed.error
    return reply(c, 'GET /api/search', { items: [], nextCursor: null })
  }
  const { kind, page, terms } = parsed
  const viewer = (await viewerId(c)) ?? 0
  // One round trip in the usual case: the rate limit's count, the pending check and the page.
  // Rows written outside the API (seed, admin tools, pre-migration data) get normalized here, a
  // bounded batch at a time: the pending check is one indexed lookup when there is nothing to do;
  // when it finds any, the page is read again after them.
  const answers = await c.env.DB.batch([
    ...limits.statements,
    pendingDocs(c.env.DB),
    searchPage(c.env.DB, terms, kind, page.after, page.limit, viewer),
  ])
  applyRateLimits(c, limits, answers as D1Result<{ count: number }>[])
  const pending = (answers.at(-2)?.results ?? []) as PendingDoc[]
  let found = (answers.at(-1)?.results ?? []) as FoundRow[]
  if (pending.length > 0) {
    await normalizePending(c.env.DB, pending)
    found = (
      await searchPage(c.env.DB, terms, kind, page.after, page.limit, viewer).all<FoundRow>()
    ).results
  }
  const kept = found.slice(0, page.limit)
  const last = kept.at(-1)
  const hits = toHits(kept, terms)
  const lang = requestedLang(c)
  const items = lang ? await translateHits(c.env, lang, hits) : hits
  return reply(c, 'GET /api/search', {
    items,
    nextCursor:
      found.length > page.limit && last
        ? encodeSearchCursor({ phase: last.phase, beforeId: last.id })
        : null,
  })
})

/** The query of GET /api/search, or the 400 it gets (thrown after the rate limit's count). */
function parseSearch(query: Record<string, string>) {
  try {
    const { kind } = parseInput(searchQuery, { kind: query.kind || undefined })
    const page = readPage<Position>(query, decodeSearchCursor)
    return { ok: true as const, kind, page, terms: queryTerms(query.q ?? '') }
  } catch (error) {
    return { ok: false as const, error }
  }
}

search.get('/suggestions', async (c) => {
  const suggestions: SearchSuggestions = await recentAndPopularTags(c.env.DB)
  c.header('cache-control', 'public, max-age=60')
  const lang = requestedLang(c)
  if (!lang) return reply(c, 'GET /api/search/suggestions', suggestions)
  const tags = [...suggestions.recent_tags, ...suggestions.popular_tags.map((entry) => entry.tag)]
  const tag_labels = labelsOf(tags, await readTagLabels(c.env.DB, lang, tags))
  return reply(c, 'GET /api/search/suggestions', {
    ...suggestions,
    ...(tag_labels ? { tag_labels } : {}),
  })
})
