import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type {
  AdminApplication,
  IssuedCode,
  OrganizerCode,
  OrganizerStatus,
} from '../../src/shared/api/organizers'
import { signInAdmin, signInOrganizer, validApplication } from './organizers-helpers'
import { call, type SignedIn, signIn } from './posts-helpers'

// Becoming an organizer: an application an admin approves or rejects (with a reason the applicant
// reads), or an admin-issued code that makes the account an organizer at once.

let admin: SignedIn

beforeAll(async () => {
  admin = await signInAdmin()
})

describe('applications', () => {
  it('an applicant sees 審査中, then 却下 with the reason, applies again and is approved', async () => {
    const user = await signIn()
    const applied = await call<{ state: string; contact_phone: string }>(
      'POST',
      '/api/organizers/applications',
      // Full-width digits and a full-width hyphen, as a Japanese keyboard types them.
      {
        token: user.token,
        json: { ...validApplication, contact_phone: '０１２３－４５－６７８９' },
      },
    )
    expect(applied.status).toBe(201)
    expect(applied.body.state).toBe('pending')
    expect(applied.body.contact_phone).toBe('0123-45-6789')

    const again = await call('POST', '/api/organizers/applications', {
      token: user.token,
      json: validApplication,
    })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ error: 'application_pending' })

    const mine = await call<OrganizerStatus>('GET', '/api/organizers/me', { token: user.token })
    expect(mine.body.organizations).toEqual([])
    expect(mine.body.application?.state).toBe('pending')
    const id = mine.body.application?.id

    const pending = await call<{ items: AdminApplication[] }>(
      'GET',
      '/api/admin/organizers/applications?state=pending',
      { token: admin.token },
    )
    expect(pending.body.items.find((item) => item.id === id)?.applicant.id).toBe(user.id)

    const rejected = await call('POST', `/api/admin/organizers/applications/${id}/reject`, {
      token: admin.token,
      json: { reason: '活動内容が確認できるウェブサイトを教えてください。' },
    })
    expect(rejected.status).toBe(200)
    const afterReject = await call<OrganizerStatus>('GET', '/api/organizers/me', {
      token: user.token,
    })
    expect(afterReject.body.application).toMatchObject({
      state: 'rejected',
      rejection_reason: '活動内容が確認できるウェブサイトを教えてください。',
    })

    const second = await call<{ id: number }>('POST', '/api/organizers/applications', {
      token: user.token,
      json: validApplication,
    })
    expect(second.status).toBe(201)
    const approved = await call(
      'POST',
      `/api/admin/organizers/applications/${second.body.id}/approve`,
      {
        token: admin.token,
      },
    )
    expect(approved.status).toBe(200)
    expect(approved.body).toMatchObject({ state: 'approved' })
    const member = await call<OrganizerStatus>('GET', '/api/organizers/me', { token: user.token })
    expect(member.body.organizations).toEqual([
      { id: expect.any(Number), name: validApplication.organization_name },
    ])
    expect(member.body.application?.state).toBe('approved')
  })

  it('two admins approving at once create one organization; a reviewed application stays as it is', async () => {
    const user = await signIn()
    const applied = await call<{ id: number }>('POST', '/api/organizers/applications', {
      token: user.token,
      json: { ...validApplication, organization_name: '同時承認の会' },
    })
    const second = await signInAdmin()
    const results = await Promise.all([
      call('POST', `/api/admin/organizers/applications/${applied.body.id}/approve`, {
        token: admin.token,
      }),
      call('POST', `/api/admin/organizers/applications/${applied.body.id}/approve`, {
        token: second.token,
      }),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    const count = await env.DB.prepare(
      "SELECT count(*) AS n FROM organizations WHERE name = '同時承認の会'",
    ).first<{ n: number }>()
    expect(count?.n).toBe(1)
    const reject = await call(
      'POST',
      `/api/admin/organizers/applications/${applied.body.id}/reject`,
      {
        token: admin.token,
        json: { reason: '遅れて却下' },
      },
    )
    expect(reject.status).toBe(409)
    const mine = await call<OrganizerStatus>('GET', '/api/organizers/me', { token: user.token })
    expect(mine.body.application?.state).toBe('approved')
    expect(mine.body.organizations).toHaveLength(1)
  })

  it('refuses hostile application bodies with a field-named 400 and writes nothing', async () => {
    let user = await signIn()
    const cases: [unknown, string][] = [
      [{ ...validApplication, organization_name: 123 }, 'organization_name'],
      [{ ...validApplication, contact_phone: ['0123456789'] }, 'contact_phone'],
      [{ ...validApplication, contact_phone: '電話してね' }, 'contact_phone'],
      [{ ...validApplication, contact_phone: '123' }, 'contact_phone'],
      [{ ...validApplication, contact_email: 'not-an-address' }, 'contact_email'],
      [{ ...validApplication, website: 'javascript:alert(1)' }, 'website'],
      [{ ...validApplication, representative: '   ' }, 'representative'],
      [{ ...validApplication, organization_name: 'あ'.repeat(101) }, 'organization_name'],
      [{ ...validApplication, organization_name: 'bad\u0000name' }, 'organization_name'],
      [{ ...validApplication, activities: { nested: { deeper: [1, 2, 3] } } }, 'activities'],
    ]
    for (const [i, [json, field]] of cases.entries()) {
      // Refused attempts count against the application limit (10 / h) too: a second applicant.
      if (i === 6) user = await signIn()
      const res = await call('POST', '/api/organizers/applications', { token: user.token, json })
      expect(res.status, field).toBe(400)
      expect(res.body).toMatchObject({ error: 'invalid_request', field })
      expect(typeof (res.body as { message: string }).message).toBe('string')
    }
    // A lone surrogate is valid JSON but not text.
    const raw = JSON.stringify(validApplication).replace('みなと', '\\ud800')
    const surrogate = await call('POST', '/api/organizers/applications', {
      token: user.token,
      body: raw,
      headers: { 'content-type': 'application/json' },
    })
    expect(surrogate.status).toBe(400)
    expect(surrogate.body).toMatchObject({ field: 'organization_name' })

    const huge = await call('POST', '/api/organizers/applications', {
      token: user.token,
      json: { ...validApplication, activities: 'x'.repeat(100_000) },
    })
    expect(huge.status).toBe(413)
    let deep: unknown = 'x'
    for (let i = 0; i < 5000; i++) deep = [deep]
    const nested = await call('POST', '/api/organizers/applications', {
      token: user.token,
      body: JSON.stringify({ ...validApplication, activities: deep }).slice(0, 15_000),
      headers: { 'content-type': 'application/json' },
    })
    expect(nested.status).toBe(400)
    const notJson = await call('POST', '/api/organizers/applications', {
      token: user.token,
      body: '{"organization_name":',
      headers: { 'content-type': 'application/json' },
    })
    expect(notJson.status).toBe(400)

    const stored = await env.DB.prepare(
      'SELECT count(*) AS n FROM organizer_applications WHERE user_id = ?1',
    )
      .bind(user.id)
      .first<{ n: number }>()
    expect(stored?.n).toBe(0)
  })
})

describe('organizer codes', () => {
  it('an admin issues a code shown once; redeeming it (typed loosely) joins the organization at once', async () => {
    const issued = await call<IssuedCode>('POST', '/api/admin/organizers/codes', {
      token: admin.token,
      json: { organization_name: 'みなと音楽協会', max_uses: 2, valid_days: 7 },
    })
    expect(issued.status).toBe(201)
    expect(issued.body.code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/)
    const stored = await env.DB.prepare('SELECT code_hash FROM organizer_codes WHERE id = ?1')
      .bind(issued.body.id)
      .first<{ code_hash: string }>()
    expect(stored?.code_hash).not.toContain(issued.body.code.replace(/-/g, ''))
    const listed = await call<{ items: (OrganizerCode & { code?: string })[] }>(
      'GET',
      '/api/admin/organizers/codes',
      { token: admin.token },
    )
    const row = listed.body.items.find((item) => item.id === issued.body.id)
    expect(row).toMatchObject({ max_uses: 2, use_count: 0, hint: issued.body.code.slice(-4) })
    expect(row?.code).toBeUndefined()

    const user = await signIn()
    // Lower case, full-width letters and no hyphens: what people paste and type.
    const loose = issued.body.code
      .replace(/-/g, '')
      .toLowerCase()
      .replace(/[a-z]/, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0))
    const redeemed = await call<OrganizerStatus>('POST', '/api/organizers/codes/redeem', {
      token: user.token,
      json: { code: loose },
    })
    expect(redeemed.status).toBe(200)
    expect(redeemed.body.organizations).toEqual([
      { id: issued.body.organization.id, name: 'みなと音楽協会' },
    ])
    const twice = await call('POST', '/api/organizers/codes/redeem', {
      token: user.token,
      json: { code: issued.body.code },
    })
    expect(twice.status).toBe(409)
    expect(twice.body).toMatchObject({ error: 'code_already_member' })
  })

  it('a single-use code redeemed by five people at once admits exactly one', async () => {
    const issued = await call<IssuedCode>('POST', '/api/admin/organizers/codes', {
      token: admin.token,
      json: { organization_name: '先着一名の会', max_uses: 1, valid_days: 1 },
    })
    const people = await Promise.all(Array.from({ length: 5 }, () => signIn()))
    const results = await Promise.all(
      people.map((person) =>
        call('POST', '/api/organizers/codes/redeem', {
          token: person.token,
          json: { code: issued.body.code },
        }),
      ),
    )
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409])
    for (const loser of results.filter((r) => r.status === 409)) {
      expect(loser.body).toMatchObject({ error: 'code_used_up' })
    }
    const members = await env.DB.prepare(
      'SELECT count(*) AS n FROM organization_members WHERE organization_id = ?1',
    )
      .bind(issued.body.organization.id)
      .first<{ n: number }>()
    expect(members?.n).toBe(1)
    const code = await env.DB.prepare('SELECT use_count FROM organizer_codes WHERE id = ?1')
      .bind(issued.body.id)
      .first<{ use_count: number }>()
    expect(code?.use_count).toBe(1)
  })

  it('revoked, expired and unknown codes are refused with their own message', async () => {
    const user = await signIn()
    const issued = await call<IssuedCode>('POST', '/api/admin/organizers/codes', {
      token: admin.token,
      json: { organization_name: '取り消しの会', max_uses: 10, valid_days: 30 },
    })
    const revoked = await call<OrganizerCode>(
      'POST',
      `/api/admin/organizers/codes/${issued.body.id}/revoke`,
      { token: admin.token },
    )
    expect(revoked.body.revoked_at).not.toBeNull()
    const afterRevoke = await call('POST', '/api/organizers/codes/redeem', {
      token: user.token,
      json: { code: issued.body.code },
    })
    expect(afterRevoke.status).toBe(410)
    expect(afterRevoke.body).toMatchObject({ error: 'code_revoked' })

    const old = await call<IssuedCode>('POST', '/api/admin/organizers/codes', {
      token: admin.token,
      json: { organization_id: issued.body.organization.id, max_uses: 10, valid_days: 1 },
    })
    expect(old.body.organization.id).toBe(issued.body.organization.id)
    await env.DB.prepare(
      "UPDATE organizer_codes SET expires_at = '2020-01-01T00:00:00.000Z' WHERE id = ?1",
    )
      .bind(old.body.id)
      .run()
    const expired = await call('POST', '/api/organizers/codes/redeem', {
      token: user.token,
      json: { code: old.body.code },
    })
    expect(expired.status).toBe(410)
    expect(expired.body).toMatchObject({ error: 'code_expired' })

    for (const code of ['ABCD-EFGH-JKMN-PQRS', '', 'x'.repeat(50)]) {
      const unknown = await call('POST', '/api/organizers/codes/redeem', {
        token: user.token,
        json: { code },
      })
      expect(unknown.status).toBe(404)
    }
    const wrongType = await call('POST', '/api/organizers/codes/redeem', {
      token: user.token,
      json: { code: 12345 },
    })
    expect(wrongType.status).toBe(400)
    const status = await call<OrganizerStatus>('GET', '/api/organizers/me', { token: user.token })
    expect(status.body.organizations).toEqual([])
  })

  it('refuses bad code requests: unknown organization, zero or huge limits, no organization', async () => {
    const cases: [unknown, string][] = [
      [{ organization_id: 999999, max_uses: 1, valid_days: 1 }, 'organization_id'],
      [{ organization_name: '会', max_uses: 0, valid_days: 1 }, 'max_uses'],
      [{ organization_name: '会', max_uses: 1.5, valid_days: 1 }, 'max_uses'],
      [{ organization_name: '会', max_uses: 1, valid_days: 10_000 }, 'valid_days'],
      [{ organization_name: '会', max_uses: '1', valid_days: 1 }, 'max_uses'],
      [{ max_uses: 1, valid_days: 1 }, 'organization_id'],
    ]
    for (const [json, field] of cases) {
      const res = await call('POST', '/api/admin/organizers/codes', { token: admin.token, json })
      expect(res.status, JSON.stringify(json)).toBe(400)
      expect(res.body).toMatchObject({ field })
    }
  })
})

describe('role × endpoint matrix', () => {
  it('only admins reach the admin endpoints; visitors are 401; nobody else sees any data', async () => {
    const user = await signIn()
    const organizer = await signInOrganizer(admin, 'マトリクス実行委員会')
    const other = await signInOrganizer(admin, '別の主催団体')
    const applicant = await signIn()
    const application = await call<{ id: number }>('POST', '/api/organizers/applications', {
      token: applicant.token,
      json: validApplication,
    })
    const code = await call<IssuedCode>('POST', '/api/admin/organizers/codes', {
      token: admin.token,
      json: { organization_id: organizer.organizationId, max_uses: 5, valid_days: 5 },
    })

    const adminEndpoints: [string, string, unknown?][] = [
      ['GET', '/api/admin/organizers/applications'],
      ['GET', '/api/admin/organizers/organizations'],
      ['GET', '/api/admin/organizers/codes'],
      [
        'POST',
        '/api/admin/organizers/codes',
        { organization_name: '不正発行', max_uses: 1, valid_days: 1 },
      ],
      ['POST', `/api/admin/organizers/codes/${code.body.id}/revoke`],
      [
        'POST',
        `/api/admin/organizers/applications/${application.body.id}/reject`,
        { reason: '理由' },
      ],
      ['POST', `/api/admin/organizers/applications/${application.body.id}/approve`],
    ]
    const roles: [string, string | undefined, number][] = [
      ['visitor', undefined, 401],
      ['user', user.token, 403],
      ['organizer', organizer.token, 403],
      ['other organizer', other.token, 403],
    ]
    for (const [method, path, json] of adminEndpoints) {
      for (const [role, token, status] of roles) {
        const res = await call(method, path, { token, json })
        expect(res.status, `${role} ${method} ${path}`).toBe(status)
        expect(Object.keys(res.body as object).sort(), `${role} ${path}`).toEqual([
          'error',
          'message',
        ])
      }
    }
    // Nothing a denied call asked for happened.
    const untouched = await call<{ items: AdminApplication[] }>(
      'GET',
      '/api/admin/organizers/applications?state=pending',
      { token: admin.token },
    )
    expect(untouched.body.items.some((item) => item.id === application.body.id)).toBe(true)
    const codes = await call<{ items: OrganizerCode[] }>('GET', '/api/admin/organizers/codes', {
      token: admin.token,
    })
    expect(codes.body.items.find((item) => item.id === code.body.id)?.revoked_at).toBeNull()
    expect(codes.body.items.some((item) => item.organization.name === '不正発行')).toBe(false)

    // The admin is allowed everywhere (run last: approve and revoke change state).
    for (const [method, path, json] of adminEndpoints) {
      const res = await call(method, path, { token: admin.token, json })
      if (path.endsWith('/approve')) {
        // Rejected by the admin a moment ago in this loop: reviewed once, never twice.
        expect(res.status, path).toBe(409)
      } else {
        expect([200, 201], `${method} ${path}`).toContain(res.status)
      }
    }

    // The user endpoints: visitors 401; everyone signed in sees only their own state.
    for (const [method, path, json] of [
      ['GET', '/api/organizers/me'],
      ['POST', '/api/organizers/applications', validApplication],
      ['POST', '/api/organizers/codes/redeem', { code: 'ABCD-EFGH-JKMN-PQRS' }],
    ] as [string, string, unknown?][]) {
      const res = await call(method, path, { json })
      expect(res.status, `visitor ${path}`).toBe(401)
    }
    const otherStatus = await call<OrganizerStatus>('GET', '/api/organizers/me', {
      token: other.token,
    })
    expect(otherStatus.body.organizations.map((o) => o.name)).toEqual(['別の主催団体'])
    const userStatus = await call<OrganizerStatus>('GET', '/api/organizers/me', {
      token: user.token,
    })
    expect(userStatus.body).toEqual({ organizations: [], application: null })
  })
})
