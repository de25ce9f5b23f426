import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { OrganizerEvent } from '../../src/shared/api/organizers'
import {
  createEvent as create,
  type Organizer,
  signInOrganizer,
  twoOrganizersAndHall,
} from './organizers-helpers'
import { call, type SignedIn, signIn } from './posts-helpers'

// Nobody reads or edits another organization's events; the owner edits theirs; hostile bodies
// are refused whole; every role against every organizer event endpoint.

type EventForm = Awaited<ReturnType<typeof twoOrganizersAndHall>>['eventForm']

let admin: SignedIn
let organizer: Organizer
let other: Organizer
let eventForm: EventForm

beforeAll(async () => {
  ;({ admin, organizer, other, eventForm } = await twoOrganizersAndHall())
})

describe('ownership and roles', () => {
  it("nobody reads or edits another organization's event; non-organizers and visitors are refused", async () => {
    const mine = await create(
      organizer,
      eventForm({ organization_id: organizer.organizationId, title: '自分の催し' }),
    )
    expect(mine.status).toBe(201)
    const id = mine.body.id
    const theirs = await call('GET', `/api/organizers/events/${id}`, { token: other.token })
    expect(theirs.status).toBe(403)
    expect(JSON.stringify(theirs.body)).not.toContain('自分の催し')
    const edit = await call('PUT', `/api/organizers/events/${id}`, {
      token: other.token,
      form: eventForm({ organization_id: other.organizationId, title: '乗っ取り' }),
    })
    expect(edit.status).toBe(403)
    // Creating for an organization one does not belong to.
    const forOther = await create(other, eventForm({ organization_id: organizer.organizationId }))
    expect(forOther.status).toBe(403)
    const user = await signIn()
    const notOrganizer = await create(
      user,
      eventForm({ organization_id: organizer.organizationId }),
    )
    expect(notOrganizer.status).toBe(403)
    expect(notOrganizer.body.error).toBe('not_organizer')
    expect((await call('GET', '/api/organizers/events')).status).toBe(401)
    expect(
      (await call('POST', '/api/organizers/events', { form: eventForm({ organization_id: 1 }) }))
        .status,
    ).toBe(401)
    const unchanged = await call<OrganizerEvent>('GET', `/api/organizers/events/${id}`, {
      token: organizer.token,
    })
    expect(unchanged.body.title).toBe('自分の催し')

    // The owner edits it: days, publish state, the photo list.
    const edited = await call<OrganizerEvent>('PUT', `/api/organizers/events/${id}`, {
      token: organizer.token,
      form: eventForm({
        organization_id: organizer.organizationId,
        title: '自分の催し（改）',
        publish_state: 'draft',
        days: [{ starts_at: '2030-09-01T10:00:00+09:00', ends_at: '2030-09-01T12:00:00+09:00' }],
      }),
    })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ title: '自分の催し（改）', publish_state: 'draft' })
    expect(edited.body.days).toHaveLength(1)
    expect((await call('GET', `/api/posts/${id}`)).status).toBe(404)

    // The resident post API does not touch an organization's event, even for its author.
    const viaPosts = await call('DELETE', `/api/posts/${id}`, { token: organizer.token })
    expect(viaPosts.status).toBe(409)
    expect(viaPosts.body).toMatchObject({ error: 'organizer_event' })
    // Deleting is the organization's: another organizer cannot, the owner can.
    expect(
      (await call('DELETE', `/api/organizers/events/${id}`, { token: other.token })).status,
    ).toBe(403)
    expect(
      (await call('DELETE', `/api/organizers/events/${id}`, { token: organizer.token })).status,
    ).toBe(204)
    expect(
      (await call('GET', `/api/organizers/events/${id}`, { token: organizer.token })).status,
    ).toBe(404)
  })

  it('refuses hostile bodies with a field-named 400 and writes nothing', async () => {
    const before = await env.DB.prepare('SELECT count(*) AS n FROM posts').first<{ n: number }>()
    const org = organizer.organizationId
    const cases: [string, FormData][] = [
      ['wrong types', eventForm({ organization_id: org, title: 42 as unknown as string })],
      ['no days', eventForm({ organization_id: org, days: [] })],
      [
        'bad date',
        eventForm({ organization_id: org, days: [{ starts_at: '明日', ends_at: 'x' }] }),
      ],
      [
        'end before start',
        eventForm({
          organization_id: org,
          days: [{ starts_at: '2030-08-01T10:00:00+09:00', ends_at: '2030-08-01T09:00:00+09:00' }],
        }),
      ],
      [
        'slot outside days',
        eventForm({
          organization_id: org,
          slots: [
            {
              artist_name: 'X',
              starts_at: '2030-08-05T10:00:00+09:00',
              ends_at: '2030-08-05T11:00:00+09:00',
            },
          ],
        }),
      ],
      ['no venue', eventForm({ organization_id: org, venue_id: null })],
      ['unknown venue', eventForm({ organization_id: org, venue_id: 999999 })],
      ['negative price', eventForm({ organization_id: org, ticket_price: -1 })],
      ['javascript url', eventForm({ organization_id: org, ticket_url: 'javascript:alert(1)' })],
      ['bidi title', eventForm({ organization_id: org, title: '港\u202Eフェス' })],
      ['lone surrogate', eventForm({ organization_id: org, body: 'a\uD800b' })],
      ['bad state', eventForm({ organization_id: org, publish_state: 'live' as 'draft' })],
    ]
    for (const [name, form] of cases) {
      const res = await create(organizer, form)
      expect(res.status, name).toBe(400)
      expect(res.body.error, name).toBe('invalid_request')
      expect(typeof res.body.message, name).toBe('string')
    }
    const nested = new FormData()
    nested.append('data', `${'['.repeat(5000)}${']'.repeat(5000)}`)
    expect((await create(organizer, nested)).status).toBe(400)
    const notJson = new FormData()
    notJson.append('data', '{')
    expect((await create(organizer, notJson)).status).toBe(400)
    const json = await call('POST', '/api/organizers/events', {
      token: organizer.token,
      json: { title: 'x' },
    })
    expect(json.status).toBe(415)
    const after = await env.DB.prepare('SELECT count(*) AS n FROM posts').first<{ n: number }>()
    expect(after?.n).toBe(before?.n)
  })
})

describe('role × endpoint matrix', () => {
  it('only the owning organization reaches its event and venue; everyone else is 401/403 and sees nothing', async () => {
    const owned = await create(
      organizer,
      eventForm({ organization_id: organizer.organizationId, title: '行列テストの催し' }),
    )
    const id = owned.body.id
    const restricted = await signInOrganizer(admin, '休止中の団体')
    await env.DB.prepare("UPDATE users SET status = 'hidden' WHERE id = ?1")
      .bind(restricted.id)
      .run()
    const people: [string, SignedIn | null][] = [
      ['visitor', null],
      ['user', await signIn()],
      ['restricted organizer', restricted],
      ['other organizer', other],
      ['admin', admin],
      ['owner', organizer],
    ]
    // [method, path, request, answer to the owner, answer to an organizer of another organization]
    const calls: [string, string, () => Record<string, unknown>, number, number][] = [
      ['GET', '/api/organizers/events', () => ({}), 200, 200],
      ['GET', `/api/organizers/events/${id}`, () => ({}), 200, 403],
      [
        'PUT',
        `/api/organizers/events/${id}`,
        () => ({
          form: eventForm({ organization_id: organizer.organizationId, title: '行列テストの催し' }),
        }),
        200,
        403,
      ],
      ['GET', '/api/organizers/venues', () => ({}), 200, 200],
      [
        'POST',
        '/api/organizers/timetable/preview',
        () => ({ body: '2030-08-01,10:00,11:00,A,', headers: { 'content-type': 'text/csv' } }),
        200,
        200,
      ],
    ]
    for (const [role, who] of people) {
      for (const [method, path, options, owner, otherOrganization] of calls) {
        const res = await call(method, path, { ...options(), token: who?.token })
        const expected =
          role === 'owner'
            ? owner
            : role === 'other organizer'
              ? otherOrganization
              : who === null
                ? 401
                : 403
        expect(res.status, `${role} ${method} ${path}`).toBe(expected)
        if (role !== 'owner') expect(JSON.stringify(res.body)).not.toContain('行列テストの催し')
      }
    }
  })
})
