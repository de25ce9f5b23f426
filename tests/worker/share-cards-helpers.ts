import { env } from 'cloudflare:workers'
import { insertShareFixtures } from './edge-fixtures'
import { meta, parsePage } from './edge-html'
import { fetchWithVars, request } from './helpers'

export const RALLY = 300
export const VENUE = 301
export const RESTAURANT = 302
export const ARTIST = 303
/** Post 11: text only; 12: an event; 13: a coupon (edge-fixtures.ts). */
export const TEXT_POST = 11
export const EVENT = 12
export const COUPON = 13

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

export async function insertCardFixtures(): Promise<void> {
  await insertShareFixtures()
  const translation = env.DB.prepare(
    `INSERT INTO translations (subject, subject_id, field, target_lang, source_hash, text)
     VALUES (?1, ?2, ?3, 'en', ?4, ?5)`,
  )
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO stamp_rallies (id, title, description, starts_at, ends_at)
       VALUES (?1, 'みなと町 秋のまちあるきスタンプラリー', '商店街を歩いてスタンプを集めよう',
         '2026-10-01', '2026-11-30')`,
    ).bind(RALLY),
    env.DB.prepare(
      `INSERT INTO venues (id, kind, name, address) VALUES
         (?1, 'venue', '港のライブハウス', '静岡県みなと町港1-2-3'),
         (?2, 'restaurant', '海辺の食堂 しおかぜ', '静岡県みなと町浜4-5')`,
    ).bind(VENUE, RESTAURANT),
    env.DB.prepare(
      `INSERT INTO artists (id, name, genre, bio) VALUES (?1, '潮騒ブラスバンド', '吹奏楽', '町の吹奏楽団')`,
    ).bind(ARTIST),
    translation.bind(
      'rally',
      RALLY,
      'title',
      await sha256Hex('みなと町 秋のまちあるきスタンプラリー'),
      'Minato Autumn Town Walk Stamp Rally',
    ),
    translation.bind(
      'place',
      VENUE,
      'name',
      await sha256Hex('港のライブハウス'),
      'Harbor Live House',
    ),
    translation.bind(
      'post',
      EVENT,
      'title',
      await sha256Hex('盆踊り大会'),
      'Bon Odori Dance Festival',
    ),
  ])
}

/** The og:image of a page, and the rest of its image tags. */
export async function cardMeta(path: string, host = 'localhost:8787') {
  const res = await request(path, { host })
  const page = await parsePage(res)
  return {
    status: res.status,
    image: meta(page, 'og:image') ?? '',
    width: meta(page, 'og:image:width'),
    height: meta(page, 'og:image:height'),
    alt: meta(page, 'og:image:alt'),
    twitterCard: meta(page, 'twitter:card'),
    twitterImage: meta(page, 'twitter:image'),
    twitterAlt: meta(page, 'twitter:image:alt'),
  }
}

/** A URL's path and query, for request(). */
export const pathOf = (url: string) => {
  const parsed = new URL(url)
  return `${parsed.pathname}${parsed.search}`
}

/** A card fetched as a crawler does, its waitUntil work (keeping it in R2) finished. */
export function fetchCard(path: string, host = 'localhost:8787', vars: Partial<Env> = {}) {
  return fetchWithVars(
    new Request(`http://${host}${path}`, { headers: { host }, redirect: 'manual' }),
    vars,
  )
}
