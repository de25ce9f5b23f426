import { env } from 'cloudflare:workers'
import type { Page } from '../../src/shared/api/posts'
import type { SearchHit } from '../../src/shared/api/search'
import { SEARCH_CORPUS, SEARCH_PLACES, SEARCH_USERS } from '../fixtures/search-corpus'
import { call, insertUser } from './posts-helpers'

// Loads the search corpus the way the demo seed writes data (plain INSERTs; the triggers index
// them) and names every hit by its corpus key.

export interface LoadedCorpus {
  authorId: number
  /** "post:12" / "place:3" / "user:5" → corpus key */
  keyOf: Map<string, string>
  idOf: Map<string, number>
}

export async function loadCorpus(): Promise<LoadedCorpus> {
  const authorId = await insertUser({ name: 'みなと町広報' })
  const keyOf = new Map<string, string>()
  const idOf = new Map<string, number>([['author', authorId]])
  keyOf.set(`user:${authorId}`, 'author')
  const insertPost = env.DB.prepare(
    `INSERT INTO posts (user_id, kind, title, body, tags_json, created_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6) RETURNING id`,
  )
  const start = Date.parse('2026-06-01T00:00:00Z')
  const results = await env.DB.batch<{ id: number }>(
    SEARCH_CORPUS.map((post, i) =>
      insertPost.bind(
        authorId,
        post.kind,
        post.t ?? null,
        post.b,
        JSON.stringify(post.tags ?? []),
        new Date(start + i * 3_600_000).toISOString(),
      ),
    ),
  )
  results.forEach((result, i) => {
    const id = result.results[0]?.id
    const key = SEARCH_CORPUS[i]?.key
    if (id === undefined || key === undefined) throw new Error('corpus insert failed')
    keyOf.set(`post:${id}`, key)
    idOf.set(key, id)
  })
  for (const place of SEARCH_PLACES) {
    const row = await env.DB.prepare(
      `INSERT INTO venues (kind, name, description, address) VALUES (?1, ?2, ?3, 'みなと町')
       RETURNING id`,
    )
      .bind(place.kind, place.name, place.description)
      .first<{ id: number }>()
    if (!row) throw new Error('venue insert failed')
    keyOf.set(`place:${row.id}`, place.key)
    idOf.set(place.key, row.id)
  }
  for (const user of SEARCH_USERS) {
    const row = await env.DB.prepare(
      `INSERT INTO users (email, email_verified, name, bio) VALUES (?1, 1, ?2, ?3) RETURNING id`,
    )
      .bind(`${user.key}@test.jimoto.example`, user.name, user.bio)
      .first<{ id: number }>()
    if (!row) throw new Error('user insert failed')
    keyOf.set(`user:${row.id}`, user.key)
    idOf.set(user.key, row.id)
  }
  return { authorId, keyOf, idOf }
}

export function hitRef(hit: SearchHit): string {
  const source = hit.kind === 'place' || hit.kind === 'user' ? hit.kind : 'post'
  return `${source}:${hit.id}`
}

export async function searchPage(q: string, params: Record<string, string> = {}) {
  const query = new URLSearchParams({ q, ...params })
  return call<Page<SearchHit>>('GET', `/api/search?${query}`)
}

/** Every hit over all pages (following nextCursor), in order. */
export async function searchAll(
  q: string,
  params: Record<string, string> = {},
): Promise<SearchHit[]> {
  const hits: SearchHit[] = []
  let cursor: string | null = null
  for (let pages = 0; pages < 100; pages++) {
    const res = await searchPage(q, cursor ? { ...params, cursor } : params)
    if (res.status !== 200)
      throw new Error(`search ${q}: ${res.status} ${JSON.stringify(res.body)}`)
    hits.push(...res.body.items)
    cursor = res.body.nextCursor
    if (!cursor) return hits
  }
  throw new Error('search paging did not end')
}
