import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { app } from '../../worker/index'
import { fetchWithVars, readAnswer } from './helpers'
import { insertGeoPost, insertPlace, tokyoIn } from './places-helpers'
import { call, insertPost, type SignedIn, signIn } from './posts-helpers'

// Blocks over every list: each GET endpoint of the composed app (read from app.routes, as the
// role matrix and the fuzz suite read them) either hides people blocked either way (COVERED: a
// request that would show them to anyone else) or is named in EXEMPT with why. A new GET endpoint
// fails the first test until it is placed in one of the two.

interface Person extends SignedIn {
  /** A string in this person's name and in the titles of all their posts. */
  mark: string
  postId: number
}

let blocker: Person
let blocked: Person
let bystander: SignedIn
let venueId: number
let restaurantId: number

/**
 * The request that would show `subject`'s posts (or name) to anyone; by default an answer shows
 * them when it holds their mark (`shows` for answers that name posts by id alone).
 */
type Covered = {
  path: (subject: Person) => string
  onlyTowardsBlocker?: string
  shows?: (body: unknown, subject: Person) => boolean
}

const LAT = 34.9745
const LNG = 139.0921
const bbox = (...edges: number[]) => `bbox=${edges.map((n) => n.toFixed(5)).join(',')}`
const BOX = bbox(LNG - 0.01, LAT - 0.01, LNG + 0.01, LAT + 0.01)

const COVERED: Record<string, Covered> = {
  'GET /api/posts': { path: () => '/api/posts' },
  'GET /api/posts/:id{[^/]+}': { path: (s) => `/api/posts/${s.postId}` },
  'GET /api/feed': { path: () => '/api/feed' },
  'GET /api/users/:id{[^/]+}/posts': { path: (s) => `/api/users/${s.id}/posts` },
  'GET /api/users/:id{[^/]+}': {
    path: (s) => `/api/users/${s.id}`,
    onlyTowardsBlocker: 'the blocker opens the profile of whom they blocked, to undo it',
  },
  'GET /api/me/favorites': { path: () => '/api/me/favorites' },
  'GET /api/search': { path: (s) => `/api/search?q=${encodeURIComponent(s.mark)}` },
  // Pins are kinds and positions: a subject's post shows by its id.
  'GET /api/map': {
    path: () => `/api/map?${BOX}&zoom=16`,
    shows: (body, s) => JSON.stringify(body).includes(`"post:${s.postId}"`),
  },
  'GET /api/map/items': { path: (s) => `/api/map/items?ids=post:${s.postId}` },
  'GET /api/places/:id{[^/]+}': { path: () => `/api/places/${venueId}` },
}

// What the other GET endpoints answer, and why no one's block applies there.
const EXEMPT: Record<string, string> = {
  'GET /api/health': 'service status',
  'GET /auth/me': "the caller's own account",
  'GET /auth/verify-email': 'a link in an email',
  'GET /api/dev/outbox': 'local mail outbox (development only)',
  'GET /api/me/blocks': "the blocker's own list of whom they blocked: the point is to show them",
  'GET /api/me/sign-in-methods': "the caller's own sign-in methods",
  'GET /api/me/data-exports': "the caller's own data downloads (when prepared, until when)",
  'GET /api/me/data-exports/:id/download':
    "the caller's own data: everything the service holds about them, blocks included",
  'GET /api/me/place-favorites': 'places (venues, shops), never a post or a person',
  'GET /api/me/coupons': "the caller's own record of coupons used",
  'GET /api/me/reactions': 'likes and saves of post ids the caller names: no content',
  'GET /api/posts/:id{[^/]+}/like-status': 'a count and the caller’s own like: no content',
  'GET /api/places': 'places, never a post or a person',
  'GET /api/artists': "artists: organizations' programmes, not residents' posts",
  'GET /api/artists/:id{[^/]+}': "an artist and its lineup: organizations' programmes",
  'GET /api/events/:id{[^/]+}/timetable':
    "an event's lineup (its post is checked by /api/posts/:id)",
  'GET /api/search/suggestions': 'town-wide tag counts: no post or person',
  'GET /api/stamprallies': "rallies: organizations' spots and rewards, never a resident's post",
  'GET /api/stamprallies/:id{[^/]+}': "a rally's spots and reward, an organization's",
  'GET /api/stamprallies/:id{[^/]+}/manage': "the organizer's own dashboard",
  'GET /api/stamprallies/:id{[^/]+}/spots/:spotId{[^/]+}/qr': "the organizer's own QR codes",
  'GET /api/coupons/:id{[^/]+}/status': 'a coupon in hand (its post is checked by /api/posts/:id)',
  'GET /api/coupons/uses/:useId{[^/]+}': "the caller's own use of a coupon",
  'GET /api/coupons/:id{[^/]+}/uses': "the shop's own ledger of uses",
  'GET /api/hazard/point': 'hazard map readings',
  'GET /api/hazard/shelters': "the town's shelters",
  'GET /api/hazard/my-shelters': "the caller's own shelters",
  'GET /api/postal/:code': 'addresses of a postal code',
  'GET /api/alerts': "the town's warnings",
  'GET /api/alerts/history': "the town's warnings",
  'GET /api/push/topics': 'push topics',
  'GET /api/push/devices/:id/topics': "the caller's own device's topics",
  'GET /api/ads/plans': 'ad prices',
  'GET /api/ads/orders': "the shop's own orders",
  'GET /api/ads/orders/:id': "the shop's own order",
  'GET /api/ads/orders/:id/receipt': "the shop's own receipt",
  'GET /api/ads/serve': 'paid ads in the town’s slots, reviewed by staff',
  'GET /api/ads/review': 'staff: the review of paid ads sees every ad',
  'GET /api/ads/review/:id': 'staff: the review of paid ads sees every ad',
  'GET /api/moderation/notices':
    "notices of staff decisions about the caller's own content, never another user's post",
  'GET /api/organizers/me': "the caller's own organizer status",
  'GET /api/organizers/events': "the organizer's own events",
  'GET /api/organizers/events/:id{[^/]+}': "the organizer's own event",
  'GET /api/organizers/venues': "the organizer's own venues",
  'GET /api/organizers/places': "the organizer's own places",
  'GET /api/admin/organizers/applications': 'staff see everything they moderate',
  'GET /api/admin/organizers/organizations': 'staff see everything they moderate',
  'GET /api/admin/organizers/codes': 'staff see everything they moderate',
  'GET /api/admin/moderation/queue': 'staff see everything they moderate',
  'GET /api/admin/moderation/subjects/:kind/:id': 'staff see everything they moderate',
  'GET /api/admin/moderation/audit': 'staff see everything they moderate',
  'GET /api/admin/moderation/ng-words': "staff: the town's NG words",
  'GET /api/admin/shelters/imports': 'staff: shelter imports',
  'GET /api/admin/alerts/feed-health': 'staff: the JMA feed',
  'GET /api/admin/push/messages': 'staff: push history',
  'GET /api/admin/export/:dataset': "the admin's data export of the whole town",
}

function getRoutes(): string[] {
  const keys = app.routes
    .filter(({ method, path }) => method === 'GET' && /^\/(api|auth)\//.test(path))
    .map(({ method, path }) => `${method} ${path}`)
  return [...new Set(keys)].sort()
}

async function person(name: string, mark: string): Promise<Person> {
  const who = await signIn(`${name}${mark}`)
  // A post of every place a list reads: on the map, at the venue (an event), at the shop.
  const postId = await insertGeoPost({ user_id: who.id, title: `${mark}の港`, lat: LAT, lng: LNG })
  await insertGeoPost({
    user_id: who.id,
    kind: 'event',
    title: `${mark}の演奏会`,
    lat: LAT,
    lng: LNG,
    venue_id: venueId,
    starts_at: tokyoIn(60),
    ends_at: tokyoIn(120),
  })
  await insertGeoPost({
    user_id: who.id,
    kind: 'coupon',
    title: `${mark}の割引`,
    lat: LAT,
    lng: LNG,
    venue_id: restaurantId,
  })
  return { ...who, mark, postId }
}

beforeAll(async () => {
  venueId = await insertPlace({ kind: 'venue', name: '港の広場', lat: LAT, lng: LNG })
  restaurantId = await insertPlace({ kind: 'restaurant', name: '港の食堂', lat: LAT, lng: LNG })
  blocker = await person('ブロックする人', 'アオサギ印')
  blocked = await person('ブロックされる人', 'カワセミ印')
  bystander = await signIn('近所の人')
  // Everyone's feed holds the venue (a favorite there) and each one's favorites hold the other's
  // post, so every list would show the other's posts but for the block.
  const neighbour = await signIn('会場の常連')
  const atVenue = await insertPost({ user_id: neighbour.id, venue_id: venueId, title: '広場' })
  for (const who of [blocker, blocked, bystander]) {
    for (const postId of [atVenue, blocker.postId, blocked.postId]) {
      await env.DB.prepare('INSERT OR IGNORE INTO favorites (user_id, post_id) VALUES (?1, ?2)')
        .bind(who.id, postId)
        .run()
    }
  }
  await call('PUT', `/api/users/${blocked.id}/follow`, { token: blocker.token })
  const res = await call('PUT', `/api/users/${blocked.id}/block`, { token: blocker.token })
  expect(res.status).toBe(201)
})

describe('blocks over every list', () => {
  it('every GET endpoint is covered or exempt, with a reason', () => {
    const known = new Set([...Object.keys(COVERED), ...Object.keys(EXEMPT)])
    expect(getRoutes().filter((route) => !known.has(route))).toEqual([])
    expect([...known].filter((route) => !getRoutes().includes(route))).toEqual([])
  })

  it('neither sees the other in any covered list; a bystander sees both', {
    timeout: 60_000,
  }, async () => {
    const failures: string[] = []
    for (const [route, covered] of Object.entries(COVERED)) {
      for (const [viewer, subject] of [
        [blocker, blocked],
        [blocked, blocker],
      ] as const) {
        const path = covered.path(subject)
        const shows =
          covered.shows ?? ((body: unknown, s: Person) => JSON.stringify(body).includes(s.mark))
        const seen = await call('GET', path, { token: bystander.token })
        if (!shows(seen.body, subject)) {
          failures.push(`${route}: the bystander does not see ${subject.mark} at ${path}`)
        }
        if (covered.onlyTowardsBlocker && viewer === blocker) continue
        const res = await call('GET', path, { token: viewer.token })
        if (res.status >= 500 || shows(res.body, subject)) {
          failures.push(`${route}: ${viewer.mark} sees ${subject.mark} at ${path} (${res.status})`)
        }
      }
    }
    expect(failures).toEqual([])
  })

  it('the blocker still opens the profile, marked blocking, to undo it', async () => {
    const res = await call<{ blocking: boolean }>('GET', `/api/users/${blocked.id}`, {
      token: blocker.token,
    })
    expect(res.status).toBe(200)
    expect(res.body.blocking).toBe(true)
  })

  it('the follow ended with the block, and neither can follow the other', async () => {
    for (const [who, other] of [
      [blocker, blocked],
      [blocked, blocker],
    ] as const) {
      const res = await call<{ message: string }>('PUT', `/api/users/${other.id}/follow`, {
        token: who.token,
      })
      expect(res.status).toBe(403)
      expect(res.body.message).toBe('このユーザーはフォローできません。')
    }
    const follows = await env.DB.prepare(
      'SELECT count(*) AS n FROM follows WHERE follower_id = ?1 AND followee_id = ?2',
    )
      .bind(blocker.id, blocked.id)
      .first<{ n: number }>()
    expect(follows?.n).toBe(0)
  })
})

describe('the map without blocked authors: points and clusters, memo on and off', () => {
  const FAR = { lat: 33.2, lng: 131.6 }
  const view = bbox(FAR.lng - 0.05, FAR.lat - 0.05, FAR.lng + 0.05, FAR.lat + 0.05)

  beforeAll(async () => {
    const neighbour = await signIn('大分の人')
    // Plain posts (counted in map_cells) and events (counted live) by both authors.
    for (let n = 0; n < 160; n++) {
      const at = { lat: FAR.lat + (n % 20) * 0.002, lng: FAR.lng + Math.floor(n / 20) * 0.002 }
      await insertGeoPost({ user_id: neighbour.id, title: `近所${n}`, ...at })
      if (n % 2 === 0)
        await insertGeoPost({ user_id: blocked.id, title: `${blocked.mark}${n}`, ...at })
      if (n % 20 === 0) {
        await insertGeoPost({
          user_id: blocked.id,
          kind: 'event',
          title: `${blocked.mark}の催し${n}`,
          ...at,
          starts_at: tokyoIn(60),
          ends_at: tokyoIn(120),
        })
      }
    }
  })

  async function mapAs(who: SignedIn, query: string, memo: 'on' | 'off') {
    const res = await fetchWithVars(
      new Request(`http://localhost:8787/api/map?${query}`, {
        headers: { host: 'localhost:8787', authorization: `Bearer ${who.token}` },
      }),
      { MAP_MEMO: memo },
    )
    return (
      await readAnswer<{
        features: { id: string }[]
        clusters?: { count: number }[]
      }>(res)
    ).body
  }
  /** The titles of an answer's pins, as the bystander reads them (GET /api/map/items). */
  async function pinTitles(body: { features: { id: string }[] }) {
    const keys = body.features.map((feature) => feature.id)
    const titles: string[] = []
    for (let start = 0; start < keys.length; start += 60) {
      const ids = keys.slice(start, start + 60).join(',')
      const res = await call<{ items: { title: string }[] }>('GET', `/api/map/items?ids=${ids}`, {
        token: bystander.token,
      })
      titles.push(...res.body.items.map((item) => item.title))
    }
    return titles.join('\n')
  }
  const total = (body: { clusters?: { count: number }[] }) =>
    (body.clusters ?? []).reduce((sum, cluster) => sum + cluster.count, 0)

  for (const memo of ['off', 'on'] as const) {
    it(`counts only what the viewer may see (memo ${memo})`, async () => {
      const seen = await mapAs(bystander, `${view}&zoom=11`, memo)
      expect(total(seen)).toBe(160 + 80 + 8)
      const mine = await mapAs(blocker, `${view}&zoom=11`, memo)
      expect(total(mine)).toBe(160)
      // Asked again: the memo's entries of the bystander's view are not the blocker's.
      expect(total(await mapAs(blocker, `${view}&zoom=11`, memo))).toBe(160)
      expect(total(await mapAs(bystander, `${view}&zoom=11`, memo))).toBe(248)
    })

    it(`draws no pin of a blocked author (memo ${memo})`, async () => {
      const near = `${bbox(FAR.lng - 0.001, FAR.lat - 0.001, FAR.lng + 0.005, FAR.lat + 0.005)}&zoom=16`
      const seen = await mapAs(bystander, near, memo)
      expect(await pinTitles(seen)).toContain(blocked.mark)
      const mine = await mapAs(blocker, near, memo)
      expect(mine.features.length).toBeGreaterThan(0)
      expect(await pinTitles(mine)).not.toContain(blocked.mark)
      expect(await pinTitles(await mapAs(blocked, near, memo))).not.toContain(blocker.mark)
    })
  }
})

describe('block and unblock: hostile requests', () => {
  const japanese = /[\u3040-\u30ff\u4e00-\u9fff]/

  it('refuses blocking yourself, an unknown id, twice at once, and undoing what is not there', async () => {
    const me = await signIn('試す人')
    const other = await signIn('相手')
    const self = await call<{ message: string }>('PUT', `/api/users/${me.id}/block`, {
      token: me.token,
    })
    expect(self.status).toBe(400)
    expect(self.body.message).toMatch(japanese)
    const unknown = await call<{ message: string }>('PUT', '/api/users/99999999/block', {
      token: me.token,
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toMatch(japanese)
    const twice = await Promise.all([
      call<{ message?: string }>('PUT', `/api/users/${other.id}/block`, { token: me.token }),
      call<{ message?: string }>('PUT', `/api/users/${other.id}/block`, { token: me.token }),
    ])
    expect(twice.map((res) => res.status).sort()).toEqual([201, 409])
    expect(twice.find((res) => res.status === 409)?.body.message).toMatch(japanese)
    const listed = await call<{ items: { id: number }[] }>('GET', '/api/me/blocks', {
      token: me.token,
    })
    expect(listed.body.items.map((item) => item.id)).toEqual([other.id])
    const undo = await call('DELETE', `/api/users/${other.id}/block`, { token: me.token })
    expect(undo.status).toBe(200)
    const again = await call<{ message: string }>('DELETE', `/api/users/${other.id}/block`, {
      token: me.token,
    })
    expect(again.status).toBe(409)
    expect(again.body.message).toMatch(japanese)
    const visitor = await call<{ message: string }>('PUT', `/api/users/${other.id}/block`)
    expect(visitor.status).toBe(401)
    const garbage = await call('PUT', '/api/users/abc/block', { token: me.token })
    expect(garbage.status).toBe(404)
  })
})
