import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TimetablePreview } from '../../src/shared/api/organizers'
import { signInAdmin, signInOrganizer } from './organizers-helpers'
import { call, type SignedIn, signIn } from './posts-helpers'

// The timetable CSV preview (UTF-8 or Shift_JIS as Excel writes it, line-numbered problems,
// nothing saved) and the rate limits of becoming an organizer.

let organizer: SignedIn

beforeAll(async () => {
  organizer = await signInOrganizer(await signInAdmin(), '港フェス実行委員会')
})

describe('timetable CSV preview', () => {
  const preview = (who: SignedIn, body: BodyInit) =>
    call<TimetablePreview>('POST', '/api/organizers/timetable/preview', {
      token: who.token,
      body,
      headers: { 'content-type': 'text/csv' },
    })

  it('reads Shift_JIS as Excel writes it, with quoted cells and a header', async () => {
    const sjis = Uint8Array.from(
      '93fa95742c8a4a8e6e2c8f4997b92c8f6f89898ed22c83588365815b83570d0a323032362f31312f32392c31333a30302c31333a34302c94678e7e8fea8375838983582c8a4395d383588365815b83570d0a323032362f31312f32392c31343a30302c31343a34302c2282dd82c882c691be8cdb2c2095db91b689ef222c8a4395d383588365815b83570d0a'
        .match(/../g)
        ?.map((hex) => Number.parseInt(hex, 16)) ?? [],
    )
    const res = await preview(organizer, sjis)
    expect(res.status).toBe(200)
    expect(res.body.encoding).toBe('shift_jis')
    expect(res.body.errors).toEqual([])
    expect(res.body.rows).toEqual([
      expect.objectContaining({
        line: 2,
        starts_at: '2026-11-29T13:00:00+09:00',
        ends_at: '2026-11-29T13:40:00+09:00',
        artist_name: '波止場ブラス',
        stage: '海辺ステージ',
      }),
      expect.objectContaining({ line: 3, artist_name: 'みなと太鼓, 保存会' }),
    ])
  })

  it('reads UTF-8 with a BOM and lists every bad line by number, saving nothing', async () => {
    const before = await env.DB.prepare('SELECT count(*) AS n FROM event_artists').first<{
      n: number
    }>()
    const csv = [
      '\uFEFF日付,開始,終了,出演者,ステージ',
      '2030-08-01,18:00,18:30,みなと合唱団,',
      '2030-08-01,18:15,18:45,港の少年団,',
      '2030/13/01,10:00,11:00,誰か,',
      '2030-08-02,25:30,26:00,深夜バンド,',
      '2030-08-02,11:00,10:00,逆さま,',
      '2030-08-02,12:00,12:30,,',
    ].join('\r\n')
    const res = await preview(organizer, csv)
    expect(res.status).toBe(200)
    expect(res.body.encoding).toBe('utf-8')
    expect(res.body.rows.map((row) => row.line)).toEqual([2, 5])
    // 25:30 is half past one the next morning, as timetables write it.
    expect(res.body.rows[1]?.starts_at).toBe('2030-08-03T01:30:00+09:00')
    expect(res.body.errors.map((error) => error.line)).toEqual([3, 4, 6, 7])
    expect(res.body.errors[0]?.message).toContain(
      '3行目: 2行目と同じステージで時間が重なっています',
    )
    const after = await env.DB.prepare('SELECT count(*) AS n FROM event_artists').first<{
      n: number
    }>()
    expect(after?.n).toBe(before?.n)
  })

  it('is for organizers only and refuses empty or oversized files', async () => {
    const user = await signIn()
    expect((await preview(user, 'a,b')).status).toBe(403)
    expect((await call('POST', '/api/organizers/timetable/preview', { body: 'a' })).status).toBe(
      401,
    )
    expect((await preview(organizer, '')).status).toBe(400)
    expect((await preview(organizer, 'x'.repeat(600 * 1024))).status).toBe(413)
  })
})

describe('rate limits', () => {
  it('limits applications and code redemptions with a 429 and Retry-After', async () => {
    const user = await signIn()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const res = await call('POST', '/api/organizers/codes/redeem', {
        token: user.token,
        json: { code: `WRONGCODE${String(i).padStart(7, '0')}` },
        headers: { 'cf-connecting-ip': '203.0.113.77' },
      })
      statuses.push(res.status)
      if (res.status === 429) expect(res.headers.get('retry-after')).toMatch(/^\d+$/)
    }
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true)
    expect(statuses[10]).toBe(429)

    const applicant = await signIn()
    const answers: number[] = []
    for (let i = 0; i < 11; i++) {
      const res = await call('POST', '/api/organizers/applications', {
        token: applicant.token,
        json: { organization_name: '' },
      })
      answers.push(res.status)
    }
    expect(answers).toEqual([...Array(10).fill(400), 429])
  })
})
