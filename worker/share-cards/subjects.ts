import { DATE_STYLES } from '../../src/shared/date-format/all'
import {
  formatDate,
  formatDateRange,
  formatDateTime,
  formatDateTimeRange,
  joinRange,
} from '../../src/shared/date-format/format'
import type { Lang } from '../../src/shared/sites'
import { cardText, toOneLine } from '../../src/shared/text'
import { type PostMetaRow, readPostMeta } from '../pages/meta-store'
import { findArtist, findPlace } from '../places/store'
import { storedTexts } from '../translate/places'
import { currentTranslation } from '../translate/store'
import type { CardText } from './card-text'
import { CARD_COPY } from './copy'

// What each kind of card says, read as its page reads it: only public posts of active users
// (readPostMeta), places, artists and rallies that exist; texts in the site's language where a
// current translation is stored (never waiting for the translation service), else the original.

/** The path segment of a card's URL: /cards/<subject>/<id>.<version>.png */
export type CardSubject = 'post' | 'rally' | 'venue' | 'restaurant' | 'artist'

export function isCardSubject(value: string): value is CardSubject {
  return ['post', 'rally', 'venue', 'restaurant', 'artist'].includes(value)
}

/** The town a card names: SHELTER_TOWN as written (都道府県名及び市町村名); a bare code names none. */
export function townOf(env: Env): string {
  const town = toOneLine(env.SHELTER_TOWN ?? '')
  return /^\d+$/.test(town) ? '' : town
}

/** A post's, an event's or a coupon's card, from the row its page reads. */
export async function postCardText(
  row: PostMetaRow,
  lang: Lang,
  town: string,
  now: number,
): Promise<CardText> {
  const copy = CARD_COPY[lang]
  const style = DATE_STYLES[lang]
  const [title, body] = await Promise.all([
    currentTranslation(row.title ?? '', row.title_translation, row.title_translation_hash),
    currentTranslation(row.body, row.body_translation, row.body_translation_hash),
  ])
  const translated = title.translated || body.translated
  let when = formatDate(row.created_at, style, now)
  if (row.kind === 'event' && row.starts_at) {
    when = row.ends_at
      ? formatDateTimeRange(row.starts_at, row.ends_at, style, now)
      : formatDateTime(row.starts_at, style, now)
  } else if (row.kind === 'coupon') {
    when = validity(row.valid_from, row.valid_until, lang, now)
  }
  const byline =
    row.kind === 'event' && row.organization_name ? row.organization_name : row.author_name
  return {
    kind: copy.kinds[row.kind],
    when,
    // The title, else the start of the text as the timeline's card shows it: the card has room
    // for three lines, and cuts between phrases with an ellipsis.
    title: cardText({ title: title.text, body: body.text }).heading,
    titleLang: translated ? lang : 'ja',
    byline: toOneLine(byline),
    bylineLang: 'ja',
    town,
  }
}

/** 12月1日(火)〜12月31日(木), …まで, …から, or '' without bounds (as the coupon's page). */
function validity(from: string | null, until: string | null, lang: Lang, now: number): string {
  const style = DATE_STYLES[lang]
  const copy = CARD_COPY[lang]
  if (from && until)
    return formatDateRange(from, until, style, now) || joinRange(from, until, style)
  if (until) return copy.until(formatDate(until, style, now))
  if (from) return copy.from(formatDate(from, style, now))
  return ''
}

interface RallyRow {
  title: string
  description: string
  starts_at: string
  ends_at: string
  organization_name: string | null
}

/** What the card of `subject` `id` says, or null when its page is a 404. */
export async function readCardText(
  env: Env,
  subject: CardSubject,
  id: number,
  lang: Lang,
  now: number,
): Promise<CardText | null> {
  const town = townOf(env)
  if (subject === 'post') {
    const row = await readPostMeta(env.DB, id, lang)
    return row ? postCardText(row, lang, town, now) : null
  }
  if (subject === 'rally') return rallyCardText(env, id, lang, town, now)
  if (subject === 'artist') return artistCardText(env, id, lang, town)
  return placeCardText(env, subject, id, lang, town)
}

async function rallyCardText(
  env: Env,
  id: number,
  lang: Lang,
  town: string,
  now: number,
): Promise<CardText | null> {
  const row = await env.DB.prepare(
    `SELECT r.title, r.description, r.starts_at, r.ends_at,
       (SELECT o.name FROM organizations o WHERE o.id = r.organization_id) AS organization_name
     FROM stamp_rallies r WHERE r.id = ?1`,
  )
    .bind(id)
    .first<RallyRow>()
  if (!row) return null
  const text =
    lang === 'ja'
      ? {}
      : await storedTexts(env.DB, lang, {
          subject: 'rally',
          id,
          fields: { title: row.title, description: row.description },
        })
  return {
    kind: CARD_COPY[lang].kinds.rally,
    when: formatDateRange(row.starts_at, row.ends_at, DATE_STYLES[lang], now),
    title: toOneLine(text.title ?? row.title),
    titleLang: text.title ? lang : 'ja',
    byline: toOneLine(row.organization_name ?? ''),
    bylineLang: 'ja',
    town,
  }
}

async function artistCardText(
  env: Env,
  id: number,
  lang: Lang,
  town: string,
): Promise<CardText | null> {
  const row = await findArtist(env.DB, id)
  if (!row) return null
  const text =
    lang === 'ja'
      ? {}
      : await storedTexts(env.DB, lang, {
          subject: 'artist',
          id,
          fields: { name: row.name, genre: row.genre, bio: row.bio },
        })
  return {
    kind: CARD_COPY[lang].kinds.artist,
    when: '',
    title: toOneLine(text.name ?? row.name),
    titleLang: text.name ? lang : 'ja',
    byline: toOneLine(text.genre ?? row.genre),
    bylineLang: text.genre ? lang : 'ja',
    town,
  }
}

async function placeCardText(
  env: Env,
  subject: Exclude<CardSubject, 'post' | 'rally' | 'artist'>,
  id: number,
  lang: Lang,
  town: string,
): Promise<CardText | null> {
  const row = await findPlace(env.DB, id)
  if (!row || row.kind !== subject) return null
  const text =
    lang === 'ja'
      ? {}
      : await storedTexts(env.DB, lang, {
          subject: 'place',
          id,
          fields: { name: row.name, description: row.description },
        })
  return {
    kind: CARD_COPY[lang].kinds[subject],
    when: '',
    title: toOneLine(text.name ?? row.name),
    titleLang: text.name ? lang : 'ja',
    byline: toOneLine(row.address),
    bylineLang: 'ja',
    town,
  }
}
