// What bench/api asks of the API: the requests of each scenario, drawn at random from the seeded
// data (public post ids, bench sessions), with the label each one is reported under.

import { nextVisitor } from '../lib/visitors.mjs'
import { SEARCH_QUERIES, TAGS } from './text.mjs'

/** A cursor over ids, as worker/lib/pagination.ts writes it: base64url of the decimal id. */
export const idCursor = (id) => Buffer.from(String(id)).toString('base64url')

const pick = (list, random) => list[Math.floor(random() * list.length)]

/** A square view of `span` degrees somewhere in the bench town (bench/api/data.mjs places it). */
function mapBbox(span, random) {
  const west = 138.94 + random() * (0.05 - span)
  const south = 34.68 + random() * (0.05 - span)
  return [west, south, west + span, south + span].map((n) => n.toFixed(5)).join(',')
}

/**
 * @param {{ publicIds: number[], eventIds: number[], tokens: string[] }} data
 * @returns {{ id: string, name: string, cpuBudget: number | null, d1Samples?: number, server?: 'floor',
 *   probe: import('../lib/load.mjs').LoadRequest,
 *   next: (random?: () => number) => (connection: number) => import('../lib/load.mjs').LoadRequest }[]}
 *   `next()` makes a fresh request source per run (the likes scenario keeps state per connection),
 *   drawing its choices from `random` (Math.random unless given: `seeded` of
 *   bench/traffic/model.mjs repeats a draw);
 *   `server: 'floor'` sends the requests to bench/lib/floor-worker.js instead of the app;
 *   `cpuBudget`: the most CPU per request (Worker + D1 service) the scenario may use, as a multiple
 *   of the floor's in the same run (null: measured for information only);
 *   `d1Samples`: requests measured one at a time for the D1 figures, where the default's would
 *   leave them to chance
 */
export function apiScenarios({ publicIds, eventIds, tokens }) {
  const maxId = publicIds.at(-1) ?? 1
  // Deep pages start anywhere below the newest thousand posts: far from the top of the index.
  const deepCursor = (random) => idCursor(Math.floor(random() * (maxId - 1000)) + 1000)
  const deepEventCursor = (random) => idCursor(pick(eventIds, random))
  const auth = (random = Math.random) => ({ authorization: `Bearer ${pick(tokens, random)}` })

  return [
    {
      // The reference for every budget below: the same load on a Worker with no app code that
      // makes one trivial D1 read. It has no budget of its own.
      id: 'floor',
      name: 'floor: 1 D1 read, no app code',
      cpuBudget: null,
      server: 'floor',
      probe: { path: '/' },
      next: () => () => ({ label: 'SELECT 1', path: '/' }),
    },
    {
      id: 'timeline',
      name: 'timeline pages GET /api/posts',
      cpuBudget: 1.5,
      probe: { path: '/api/posts?limit=20' },
      next:
        (random = Math.random) =>
        () => {
          const roll = random()
          if (roll < 0.3) return { label: 'first page', path: '/api/posts?limit=20' }
          if (roll < 0.7) {
            return {
              label: 'deep cursor',
              path: `/api/posts?limit=20&cursor=${deepCursor(random)}`,
            }
          }
          if (roll < 0.85) {
            return {
              label: 'events, deep cursor',
              path: `/api/posts?kind=event&limit=20&cursor=${deepEventCursor(random)}`,
            }
          }
          return {
            label: 'tag, deep cursor',
            path: `/api/posts?tag=${encodeURIComponent(pick(TAGS, random))}&limit=20&cursor=${deepCursor(random)}`,
          }
        },
    },
    {
      id: 'post',
      name: 'post reads GET /api/posts/:id',
      cpuBudget: 1.5,
      // A post reads 2 rows and one more per photo (0 to 4, two thirds have none): about 3.5 rows,
      // and 60 random posts put the mean anywhere from 3.2 to 3.8, as much as the curves' 20 %.
      // 400 keep it within about 0.15 rows of the town's own mean; each is a single-row read.
      d1Samples: 400,
      probe: { path: `/api/posts/${publicIds[0]}` },
      next:
        (random = Math.random) =>
        () => ({ label: 'random id', path: `/api/posts/${pick(publicIds, random)}` }),
    },
    {
      id: 'like',
      name: 'likes PUT/DELETE /api/posts/:id/like',
      cpuBudget: 2.5,
      probe: { method: 'PUT', path: `/api/posts/${publicIds[0]}/like`, headers: auth() },
      next: (random = Math.random) => {
        // Each connection takes back about one like in four, its own most recent one.
        const liked = new Map()
        return (connection) => {
          const mine = liked.get(connection) ?? []
          liked.set(connection, mine)
          if (mine.length > 0 && random() < 0.25) {
            const { id, headers } = mine.pop()
            return { label: 'unlike', method: 'DELETE', path: `/api/posts/${id}/like`, headers }
          }
          const id = pick(publicIds, random)
          const headers = auth(random)
          mine.push({ id, headers })
          return { label: 'like', method: 'PUT', path: `/api/posts/${id}/like`, headers }
        }
      },
    },
    {
      id: 'map',
      name: 'map views GET /api/map',
      // Views as the app asks for them (with the map's zoom): below zoom 16 the answer is counts
      // per grid cell (worker/map/clusters.ts), from 16 on the points.
      cpuBudget: 3,
      probe: { path: `/api/map?bbox=${mapBbox(0.02, Math.random)}&zoom=14` },
      next:
        (random = Math.random) =>
        () => {
          const roll = random()
          // A whole town at zoom 14 holds thousands of items (clusters); a street at zoom 17 a few
          // dozen points; the event chips add a date range.
          if (roll < 0.4)
            return {
              label: 'town view (clusters)',
              path: `/api/map?bbox=${mapBbox(0.02, random)}&zoom=14`,
            }
          if (roll < 0.8)
            return { label: 'street view', path: `/api/map?bbox=${mapBbox(0.004, random)}&zoom=17` }
          // The すべて chip: every event the town has held, past ones too (counted per cell:
          // worker/map/all-events.ts).
          if (roll < 0.9)
            return {
              label: 'events of all time',
              path: `/api/map?bbox=${mapBbox(0.02, random)}&zoom=14&kinds=event&from=2000-01-01`,
            }
          // Any range of whole days (the app's chips ask for today, the weekend or the week): counted
          // per cell from running totals per day (worker/map/event-periods.ts).
          const from = new Date(Date.now() - 86_400_000 * 30).toISOString().slice(0, 10)
          const to = new Date(Date.now() + 86_400_000 * 30).toISOString().slice(0, 10)
          return {
            label: 'events of a period',
            path: `/api/map?bbox=${mapBbox(0.02, random)}&zoom=14&kinds=event&from=${from}&to=${to}`,
          }
        },
    },
    {
      id: 'search',
      name: 'searches GET /api/search?q=',
      cpuBudget: 2.5,
      probe: { path: `/api/search?q=${encodeURIComponent(SEARCH_QUERIES[0])}` },
      next:
        (random = Math.random) =>
        () => {
          const q = pick(SEARCH_QUERIES, random)
          return {
            // FTS5 trigram needs 3 characters; shorter words take the fallback path.
            label: [...q].length >= 3 ? 'query of 3+ characters' : 'query of 1-2 characters',
            path: `/api/search?q=${encodeURIComponent(q)}`,
            // Search is limited per address: each request comes from another visitor of the town.
            headers: {
              'cf-connecting-ip': nextVisitor(),
            },
          }
        },
    },
  ]
}
