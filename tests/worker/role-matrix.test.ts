import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { app } from '../../worker/index'
import { act, signInAgain, signInAs } from './moderation-helpers'
import {
  createEvent,
  issueCode,
  organizerEventForm,
  signInAdmin,
  signInOrganizer,
  validApplication,
} from './organizers-helpers'
import { insertPlace } from './places-helpers'
import { call, insertPost, type SignedIn, signIn } from './posts-helpers'

// Every role against every organizer, moderation and admin endpoint of the composed app. The
// endpoints come from the app's own route list: a new one fails here until it has an expectation.
// Allowed callers never get 401/403; denied callers get 401 (no session) or 403 and an error body
// that names nothing of the resource.

const ROLES = [
  'visitor',
  'user',
  'suspended',
  'suspendedOrganizer',
  'otherOrganizer',
  'moderator',
  // The owners run last: a denied caller must meet 401/403 before whatever the owner changes.
  'organizer',
  'admin',
] as const
type Role = (typeof ROLES)[number]

const SIGNED_IN: Role[] = ROLES.filter((role) => role !== 'visitor')
const ACTIVE: Role[] = SIGNED_IN.filter((role) => !role.startsWith('suspended'))
const STAFF: Role[] = ['moderator', 'admin']
const ADMIN: Role[] = ['admin']
const ORGANIZERS: Role[] = ['organizer', 'otherOrganizer']
const OWNER: Role[] = ['organizer']

interface Call {
  path: string
  json?: unknown
  form?: FormData
  body?: BodyInit
}

interface Expectation {
  allowed: Role[]
  /** What an allowed caller gets for this request: its success, or the endpoint's usual 4xx. */
  ok: number[]
  request: () => Call
  /** The body names what the caller acts for, so some denials come only once it is read. */
  bodyDecides?: true
}

// Strings only the resources hold: no denied answer may contain any of them.
const SECRET = {
  event: '秘密の前夜祭マトリクス',
  organization: 'マトリクス港まつり実行委員会',
  venue: 'マトリクス秘密ステージ',
  artist: 'マトリクス秘密バンド',
  post: 'マトリクス通報された投稿',
  applicant: 'マトリクス申請中の団体',
  rally: 'マトリクス秘密ラリー',
  spot: 'マトリクス秘密スポット',
}

const tokens = new Map<Role, string | undefined>()
let admin: SignedIn
let organizer: SignedIn & { organizationId: number }
let hall: number
let eventId: number
let doomedEventId: number
let venueId: number
let artistId: number
let postId: number
let applicationId: number
let codeId: number
let candidateId: number
let rallyId: number
let spotId: number

async function suspend(who: SignedIn): Promise<string> {
  const res = await act(admin.token, 'user', who.id, { action: 'suspend', reason: '規約違反' })
  expect(res.status).toBe(201)
  return signInAgain(who.id)
}

beforeAll(async () => {
  admin = await signInAdmin()
  organizer = await signInOrganizer(admin, SECRET.organization)
  const otherOrganizer = await signInOrganizer(admin, '山の音楽祭')
  const moderator = await signInAs('moderator', 'モデレーター')
  const user = await signIn('住民')
  // A colleague in the organizer's own organization, then suspended through the desk: the
  // suspension alone must stop them.
  const colleague = await signIn('同じ団体の担当')
  const colleagueCode = await call<{ code: string }>('POST', '/api/admin/organizers/codes', {
    token: admin.token,
    json: { organization_id: organizer.organizationId, max_uses: 1, valid_days: 30 },
  })
  expect(colleagueCode.status).toBe(201)
  const joined = await call('POST', '/api/organizers/codes/redeem', {
    token: colleague.token,
    json: { code: colleagueCode.body.code },
  })
  expect(joined.status).toBe(200)
  const toSuspend = await signIn('停止される住民')

  hall = await insertPlace({ kind: 'venue', name: 'みなと市民ホール', lat: 34.97, lng: 139.09 })
  const event = await createEvent(
    organizer,
    organizerEventForm(hall, { organization_id: organizer.organizationId, title: SECRET.event }),
  )
  expect(event.status).toBe(201)
  eventId = event.body.id
  const doomed = await createEvent(
    organizer,
    organizerEventForm(hall, { organization_id: organizer.organizationId, title: SECRET.event }),
  )
  doomedEventId = doomed.body.id
  venueId = await insertPlace({ kind: 'venue', name: SECRET.venue, lat: 34.97, lng: 139.1 })
  await env.DB.prepare('UPDATE venues SET organization_id = ?1 WHERE id = ?2')
    .bind(organizer.organizationId, venueId)
    .run()
  const artist = await env.DB.prepare(
    'INSERT INTO artists (name, organization_id) VALUES (?1, ?2) RETURNING id',
  )
    .bind(SECRET.artist, organizer.organizationId)
    .first<{ id: number }>()
  artistId = artist?.id ?? 0
  postId = await insertPost({ user_id: user.id, title: SECRET.post })
  const applicant = await signIn('申請者')
  const application = await call<{ id: number }>('POST', '/api/organizers/applications', {
    token: applicant.token,
    json: { ...validApplication, organization_name: SECRET.applicant },
  })
  expect(application.status).toBe(201)
  applicationId = application.body.id
  codeId = (await issueCode(admin, '取り消される団体')).id
  candidateId = (await signIn('候補者')).id
  const rally = await call<{ id: number }>('POST', '/api/stamprallies', {
    token: organizer.token,
    json: { ...RALLY, title: SECRET.rally },
  })
  expect(rally.status).toBe(201)
  rallyId = rally.body.id
  const spot = await call<{ id: number }>('POST', `/api/stamprallies/${rallyId}/spots`, {
    token: organizer.token,
    json: { ...SPOT, name: SECRET.spot },
  })
  expect(spot.status).toBe(201)
  spotId = spot.body.id

  tokens.set('visitor', undefined)
  tokens.set('user', user.token)
  tokens.set('suspended', await suspend(toSuspend))
  tokens.set('suspendedOrganizer', await suspend(colleague))
  tokens.set('otherOrganizer', otherOrganizer.token)
  tokens.set('moderator', moderator.token)
  tokens.set('organizer', organizer.token)
  tokens.set('admin', admin.token)
})

const eventForm = (title = '編集後の催し') =>
  organizerEventForm(hall, { organization_id: organizer.organizationId, title })

const RALLY = {
  title: '港フェス スタンプラリー',
  reward: '記念缶バッジ',
  starts_at: '2026-01-01T00:00:00+09:00',
  ends_at: '2099-12-31T23:59:00+09:00',
}
const SPOT = { name: '海辺ステージ', lat: 34.9745, lng: 139.0921, method: 'staffed' }

const venueEdit = { name: '海辺ステージ', address: 'みなと町海岸通り1', lat: 34.97, lng: 139.1 }
const artistEdit = { name: '波止場ブラス', genre: 'ブラス', bio: '港の吹奏楽団。', url: null }

/** Keyed by the app's own `METHOD path`. */
const EXPECTATIONS: Record<string, Expectation> = {
  // The organizer's own side: status, application and code for anyone signed in and active.
  'GET /api/organizers/me': {
    allowed: SIGNED_IN,
    ok: [200],
    request: () => ({ path: '/api/organizers/me' }),
  },
  'POST /api/organizers/applications': {
    allowed: ACTIVE,
    ok: [400],
    request: () => ({ path: '/api/organizers/applications', json: {} }),
  },
  'POST /api/organizers/codes/redeem': {
    allowed: ACTIVE,
    ok: [404],
    request: () => ({ path: '/api/organizers/codes/redeem', json: { code: 'ZZZZZZZZZZZZZZZZ' } }),
  },
  'GET /api/organizers/events': {
    allowed: ORGANIZERS,
    ok: [200],
    request: () => ({ path: '/api/organizers/events' }),
  },
  'GET /api/organizers/venues': {
    allowed: ORGANIZERS,
    ok: [200],
    request: () => ({ path: '/api/organizers/venues' }),
  },
  'GET /api/organizers/places': {
    allowed: ORGANIZERS,
    ok: [200],
    request: () => ({ path: '/api/organizers/places' }),
  },
  'POST /api/organizers/events': {
    allowed: OWNER,
    bodyDecides: true,
    ok: [201],
    request: () => ({ path: '/api/organizers/events', form: eventForm('新しい催し') }),
  },
  'GET /api/organizers/events/:id{[^/]+}': {
    allowed: OWNER,
    ok: [200],
    request: () => ({ path: `/api/organizers/events/${eventId}` }),
  },
  'PUT /api/organizers/events/:id{[^/]+}': {
    allowed: OWNER,
    ok: [200],
    request: () => ({ path: `/api/organizers/events/${eventId}`, form: eventForm() }),
  },
  'DELETE /api/organizers/events/:id{[^/]+}': {
    allowed: OWNER,
    ok: [204],
    request: () => ({ path: `/api/organizers/events/${doomedEventId}` }),
  },
  'POST /api/organizers/timetable/preview': {
    allowed: ORGANIZERS,
    ok: [400],
    request: () => ({ path: '/api/organizers/timetable/preview', body: '' }),
  },
  'PUT /api/organizers/venues/:id{[^/]+}': {
    allowed: OWNER,
    ok: [200],
    request: () => ({ path: `/api/organizers/venues/${venueId}`, json: venueEdit }),
  },
  'PUT /api/organizers/artists/:id{[^/]+}': {
    allowed: OWNER,
    ok: [200],
    request: () => ({ path: `/api/organizers/artists/${artistId}`, json: artistEdit }),
  },

  // Stamp rallies: any organizer (or admin) creates one; its organization's members and admins
  // manage it.
  'POST /api/stamprallies': {
    allowed: [...ORGANIZERS, 'admin'],
    ok: [201],
    request: () => ({ path: '/api/stamprallies', json: RALLY }),
  },
  'POST /api/stamprallies/:id{[^/]+}/spots': {
    allowed: [...OWNER, 'admin'],
    ok: [201],
    request: () => ({ path: `/api/stamprallies/${rallyId}/spots`, json: SPOT }),
  },
  'GET /api/stamprallies/:id{[^/]+}/manage': {
    allowed: [...OWNER, 'admin'],
    ok: [200],
    request: () => ({ path: `/api/stamprallies/${rallyId}/manage` }),
  },
  'GET /api/stamprallies/:id{[^/]+}/spots/:spotId{[^/]+}/qr': {
    allowed: [...OWNER, 'admin'],
    ok: [200],
    request: () => ({ path: `/api/stamprallies/${rallyId}/spots/${spotId}/qr` }),
  },

  // Organizer applications and codes: admins only.
  'GET /api/admin/organizers/applications': {
    allowed: ADMIN,
    ok: [200],
    request: () => ({ path: '/api/admin/organizers/applications' }),
  },
  'POST /api/admin/organizers/applications/:id/approve': {
    allowed: ADMIN,
    ok: [200],
    request: () => ({ path: `/api/admin/organizers/applications/${applicationId}/approve` }),
  },
  'POST /api/admin/organizers/applications/:id/reject': {
    allowed: ADMIN,
    // Approved just before: a decided application is not decided again.
    ok: [409],
    request: () => ({
      path: `/api/admin/organizers/applications/${applicationId}/reject`,
      json: { reason: '活動内容を確認できませんでした。' },
    }),
  },
  'GET /api/admin/organizers/organizations': {
    allowed: ADMIN,
    ok: [200],
    request: () => ({ path: '/api/admin/organizers/organizations' }),
  },
  'GET /api/admin/organizers/codes': {
    allowed: ADMIN,
    ok: [200],
    request: () => ({ path: '/api/admin/organizers/codes' }),
  },
  'POST /api/admin/organizers/codes': {
    allowed: ADMIN,
    ok: [201],
    request: () => ({
      path: '/api/admin/organizers/codes',
      json: { organization_id: organizer.organizationId, max_uses: 1, valid_days: 7 },
    }),
  },
  'POST /api/admin/organizers/codes/:id/revoke': {
    allowed: ADMIN,
    ok: [200],
    request: () => ({ path: `/api/admin/organizers/codes/${codeId}/revoke` }),
  },

  // The moderation desk: admins and moderators; roles are the admin's.
  'GET /api/admin/moderation/queue': {
    allowed: STAFF,
    ok: [200],
    request: () => ({ path: '/api/admin/moderation/queue' }),
  },
  'GET /api/admin/moderation/subjects/:kind/:id': {
    allowed: STAFF,
    ok: [200],
    request: () => ({ path: `/api/admin/moderation/subjects/post/${postId}` }),
  },
  'POST /api/admin/moderation/subjects/:kind/:id/actions': {
    allowed: STAFF,
    // A stale version: the allowed caller is told so and nothing changes.
    ok: [409],
    request: () => ({
      path: `/api/admin/moderation/subjects/post/${postId}/actions`,
      json: { action: 'hide', reason: '確認', version: 999 },
    }),
  },
  'POST /api/admin/moderation/subjects/ad/:id/review': {
    allowed: STAFF,
    // No such paid ad: staff are told so, nothing changes.
    ok: [404],
    request: () => ({
      path: '/api/admin/moderation/subjects/ad/999999/review',
      json: { decision: 'approve', version: 1 },
    }),
  },
  // The town's NG words and the decisions on what they held: staff.
  'GET /api/admin/moderation/ng-words': {
    allowed: STAFF,
    ok: [200],
    request: () => ({ path: '/api/admin/moderation/ng-words' }),
  },
  'POST /api/admin/moderation/ng-words': {
    allowed: STAFF,
    // The first staff member adds it; the second is told it is there already.
    ok: [201, 409],
    request: () => ({ path: '/api/admin/moderation/ng-words', json: { word: 'マトリクス禁止語' } }),
  },
  'DELETE /api/admin/moderation/ng-words/:id': {
    allowed: STAFF,
    ok: [404],
    request: () => ({ path: '/api/admin/moderation/ng-words/999999' }),
  },
  'POST /api/admin/moderation/holds/:kind/:id': {
    allowed: STAFF,
    // Nothing held: staff are told so, nothing changes.
    ok: [409],
    request: () => ({
      path: `/api/admin/moderation/holds/post/${postId}`,
      json: { decision: 'publish', version: 0 },
    }),
  },
  'GET /api/admin/moderation/audit': {
    allowed: STAFF,
    ok: [200],
    request: () => ({ path: '/api/admin/moderation/audit' }),
  },
  'PUT /api/admin/moderation/moderators/:userId': {
    allowed: ADMIN,
    ok: [200],
    request: () => ({
      path: `/api/admin/moderation/moderators/${candidateId}`,
      json: { reason: '地域の見守り担当' },
    }),
  },
  'DELETE /api/admin/moderation/moderators/:userId': {
    allowed: ADMIN,
    ok: [200],
    request: () => ({
      path: `/api/admin/moderation/moderators/${candidateId}`,
      json: { reason: '担当を終えたため' },
    }),
  },

  // The town's shelter refresh is the staff's: an empty file is refused, nothing is replaced.
  'POST /api/admin/shelters': {
    allowed: STAFF,
    ok: [400],
    request: () => ({ path: '/api/admin/shelters', body: '' }),
  },
  'GET /api/admin/shelters/imports': {
    allowed: STAFF,
    ok: [200],
    request: () => ({ path: '/api/admin/shelters/imports' }),
  },
  // A shelter's status during a warning is the staff's: an id that is no shelter is not found.
  'PUT /api/admin/shelters/:id{[^/]+}/status': {
    allowed: STAFF,
    ok: [404],
    request: () => ({ path: '/api/admin/shelters/999999999/status', json: { state: 'full' } }),
  },
  // The town's data out (CSV) is the admin's alone, moderators included.
  'GET /api/admin/export/:dataset': {
    allowed: ADMIN,
    ok: [200],
    request: () => ({ path: '/api/admin/export/posts?from=2026-01-01&to=2026-01-31' }),
  },

  // Push composing stays the admin's.
  // Disaster mode's desk: the town's evacuation orders and drills, for staff.
  'POST /api/admin/alerts': {
    allowed: STAFF,
    ok: [400],
    request: () => ({ path: '/api/admin/alerts', json: {} }),
  },
  'POST /api/admin/alerts/:id/lift': {
    allowed: STAFF,
    ok: [404],
    request: () => ({ path: `/api/admin/alerts/${crypto.randomUUID()}/lift` }),
  },
  'POST /api/admin/alerts/drill': {
    allowed: STAFF,
    ok: [400],
    request: () => ({ path: '/api/admin/alerts/drill', json: { step: 'earthquake' } }),
  },
  // Whether the JMA feed is read, on the desk's 避難情報 tab.
  'GET /api/admin/alerts/feed-health': {
    allowed: STAFF,
    ok: [200],
    request: () => ({ path: '/api/admin/alerts/feed-health' }),
  },
  'GET /api/admin/push/messages': {
    allowed: ADMIN,
    ok: [200],
    request: () => ({ path: '/api/admin/push/messages' }),
  },
  'POST /api/admin/push/messages': {
    allowed: ADMIN,
    ok: [400],
    request: () => ({ path: '/api/admin/push/messages', json: {} }),
  },

  // The user's side of moderation: reports from active accounts; notices and appeals for anyone
  // signed in (a suspended user reads why and may appeal).
  'POST /api/moderation/reports': {
    allowed: ACTIVE,
    ok: [400],
    request: () => ({ path: '/api/moderation/reports', json: {} }),
  },
  'GET /api/moderation/notices': {
    allowed: SIGNED_IN,
    ok: [200],
    request: () => ({ path: '/api/moderation/notices' }),
  },
  'POST /api/moderation/notices/:id/appeal': {
    allowed: SIGNED_IN,
    // Nobody's notice: the same 404 as someone else's.
    ok: [404],
    request: () => ({
      path: '/api/moderation/notices/999999/appeal',
      json: { text: '誤解です。' },
    }),
  },
}

const IN_SCOPE = /^\/api\/(organizers|admin|moderation|stamprallies)(\/|$)/

// The participants' side of stamp rallies, open to everyone (check-ins are the stamp tests').
const PUBLIC = new Set([
  'GET /api/stamprallies',
  'GET /api/stamprallies/:id{[^/]+}',
  'POST /api/stamprallies/:id{[^/]+}/checkins',
  'POST /api/stamprallies/:id{[^/]+}/passes',
])

function routesInScope(): string[] {
  const keys = app.routes
    .filter(({ path }) => IN_SCOPE.test(path))
    .filter(({ method, path }) => !PUBLIC.has(`${method} ${path}`))
    .filter(({ method, path }) => !(method === 'ALL' && path.endsWith('*')))
    .map(({ method, path }) => `${method} ${path}`)
  return [...new Set(keys)].sort()
}

// The caller's own suspension (reason, until) is theirs to read; nothing else beside the error.
const ERROR_KEYS = new Set(['error', 'message', 'reason', 'until'])

describe('role × endpoint matrix', () => {
  it('every organizer, moderation and admin endpoint has an expectation', () => {
    expect(routesInScope()).toEqual(Object.keys(EXPECTATIONS).sort())
  })

  // First: it changes nothing, and the owner's calls below delete and edit.
  // Hundreds of calls, one after another: on a busy machine they take longer than vitest's 5 s.
  it('a denied caller is refused before the body is read: broken JSON still gets 401/403', {
    timeout: 60_000,
  }, async () => {
    const failures: string[] = []
    for (const [key, expectation] of Object.entries(EXPECTATIONS)) {
      const method = key.split(' ')[0] ?? 'GET'
      if (method === 'GET') continue
      const { path } = expectation.request()
      const denied = ROLES.filter((r) => !expectation.allowed.includes(r))
      // Which organization an event is for is in its body: another organizer is refused once
      // it is read.
      const refusedUnread = expectation.bodyDecides
        ? denied.filter((r) => r !== 'otherOrganizer')
        : denied
      for (const role of refusedUnread) {
        const res = await call(method, path, {
          token: tokens.get(role),
          body: '{"title": ',
          headers: { 'content-type': 'application/json' },
        })
        const status = role === 'visitor' ? 401 : 403
        if (res.status !== status) {
          failures.push(`expected ${status}: ${role} ${method} ${path} → ${res.status}`)
        }
      }
    }
    expect(failures).toEqual([])
  })

  it('allowed roles are served, denied roles get 401/403 and learn nothing', {
    timeout: 60_000,
  }, async () => {
    const failures: string[] = []
    for (const [key, expectation] of Object.entries(EXPECTATIONS)) {
      const method = key.split(' ')[0] ?? 'GET'
      for (const role of ROLES) {
        const { path, ...body } = expectation.request()
        const res = await call(method, path, { token: tokens.get(role), ...body })
        const where = `${role} ${method} ${path} → ${res.status} ${JSON.stringify(res.body)}`
        if (expectation.allowed.includes(role)) {
          if (!expectation.ok.includes(res.status)) failures.push(`allowed: ${where}`)
          continue
        }
        const denied = role === 'visitor' ? 401 : 403
        if (res.status !== denied) failures.push(`expected ${denied}: ${where}`)
        const keys = Object.keys((res.body ?? {}) as object)
        if (keys.some((name) => !ERROR_KEYS.has(name))) failures.push(`extra fields: ${where}`)
        const text = JSON.stringify(res.body)
        for (const secret of Object.values(SECRET)) {
          if (text.includes(secret)) failures.push(`leaks ${secret}: ${where}`)
        }
      }
    }
    expect(failures).toEqual([])
  })
})
