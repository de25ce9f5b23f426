import type { SearchHit, SearchKind } from '../../src/shared/api/search'
import { mediaUrl } from '../posts/queries'
import { findMatches, snippetOf } from './normalize'
import type { FoundRow } from './query'

// Turning found documents into what the client shows: the original (not normalized) text of
// each post, place or user (read with the documents, see searchPage), with the matched ranges.
// Rows that stopped being public since they were indexed (hidden by moderation, author
// suspended) come without a row and are dropped here.

/** A post without a title is shown by the start of its body. */
const UNTITLED_LENGTH = 40

/** The first `count` code points of `text` (without spreading the whole text into an array). */
function firstCodePoints(text: string, count: number): string {
  let end = 0
  for (let seen = 0; seen < count && end < text.length; seen++) {
    end += (text.codePointAt(end) ?? 0) > 0xffff ? 2 : 1
  }
  return text.slice(0, end)
}

function hit(
  kind: SearchKind,
  id: number,
  title: string,
  text: string,
  terms: string[],
  extra: Pick<SearchHit, 'place_kind' | 'image_url' | 'created_at'>,
): SearchHit {
  const snippet = snippetOf(text, terms)
  return {
    kind,
    id,
    title,
    title_matches: findMatches(title, terms),
    snippet: snippet.text,
    snippet_matches: snippet.matches,
    ...extra,
  }
}

/** The hits of `rows` (searchPage's answer, in result order), leaving out rows with nothing to show. */
export function toHits(rows: FoundRow[], terms: string[]): SearchHit[] {
  const hits: SearchHit[] = []
  for (const row of rows) {
    if (row.post_id !== null && row.post_kind !== null && row.post_body !== null) {
      const title = row.post_title || firstCodePoints(row.post_body, UNTITLED_LENGTH)
      const text = [row.post_body, row.place_name, row.coupon_offer].filter(Boolean).join(' ')
      hits.push(
        hit(row.post_kind, row.post_id, title, text, terms, {
          place_kind: null,
          image_url: row.thumb_key ? mediaUrl(row.thumb_key) : null,
          created_at: row.post_created_at ?? '',
        }),
      )
    } else if (row.user_id !== null && row.user_name !== null) {
      hits.push(
        hit('user', row.user_id, row.user_name, row.user_bio ?? '', terms, {
          place_kind: null,
          image_url: row.user_avatar_url,
          created_at: row.user_created_at ?? '',
        }),
      )
    } else if (row.venue_id !== null && row.venue_kind !== null && row.venue_name !== null) {
      hits.push(
        hit(
          'place',
          row.venue_id,
          row.venue_name,
          `${row.venue_description} ${row.venue_address}`,
          terms,
          {
            place_kind: row.venue_kind,
            image_url: row.venue_image_key ? mediaUrl(row.venue_image_key) : null,
            created_at: row.venue_created_at ?? '',
          },
        ),
      )
    }
  }
  return hits
}
