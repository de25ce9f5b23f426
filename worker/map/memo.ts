import type { MapFeatureCollection } from '../../src/shared/api/places'
import type { JsonText } from '../lib/reply'
import { filterKey, HeldEntries } from './held'
import type { Bbox, MapQuery } from './input'

/**
 * The map's answer memo: an isolate keeps each view's answer for a few seconds (MEMO_MS, with
 * MAP_MEMO = "on"), so a view asked again (the same link, a town view whose cells every screen
 * asks for alike, a signed-in reader whom the edge cache does not serve) costs D1 nothing.
 *
 * A miss reads what the direct read reads and nothing more: most map requests that reach the
 * Worker find nothing held (the edge cache absorbs repeats and a town's traffic is spread over
 * many isolates), so a memo that read more than the view to fill itself made the usual request
 * dearer. The answer names no title, so every site shares it. A post written elsewhere reaches
 * the map within MEMO_MS; a write through this isolate empties the memo as it purges the edge
 * cache (held.ts), so its author sees it at once.
 */

/** Pins held at most over all answers (each answer counts its pins, at least one). */
const MAX_HELD_PINS = 40_000

type MapAnswerText = JsonText<MapFeatureCollection>

const answers = new HeldEntries<MapAnswerText>(MAX_HELD_PINS)

/** What makes two requests the same answer: the filter, the zoom and the box as parsed. */
const answerKey = (query: MapQuery, bbox: Bbox) =>
  `${filterKey(query)}|${query.zoom ?? ''}|${bbox.west},${bbox.south},${bbox.east},${bbox.north}`

/** The held answer of this view, or `read`'s (kept for MEMO_MS, counted by its pins). */
export async function memoAnswer(
  query: MapQuery,
  now: number,
  read: () => Promise<{ body: MapAnswerText; pins: number }>,
): Promise<MapAnswerText> {
  const [body] = await answers.getAll([{ key: answerKey(query, query.bbox) }], now, async () => {
    const answer = await read()
    return [{ value: answer.body, size: Math.max(1, answer.pins) }]
  })
  return body as MapAnswerText
}
