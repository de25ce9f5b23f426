import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import demoRows from '../../data/postal/demo-shizuoka.csv?raw'
import { importPostalRows } from '../../scripts/lib/postal-sql.mjs'
import { parseKenAll } from '../../src/shared/postal'
import { request } from './helpers'

// Japan Post's own rows (data/postal/demo-shizuoka.csv: KEN_ALL.CSV's rows of 熱海市 and 沼津市's
// 410-0867), loaded the way `npm run import:postal` loads a town's prefecture.
beforeAll(async () => {
  await importPostalRows(env.DB, parseKenAll(demoRows), '静岡県')
})

async function lookup(code: string) {
  const res = await request(`/api/postal/${encodeURIComponent(code)}`)
  return { status: res.status, body: (await res.json()) as unknown }
}

describe('GET /api/postal/:code', () => {
  it('answers the address of a code from Japan Post data', async () => {
    expect(await lookup('4130001')).toEqual({
      status: 200,
      body: [{ prefecture: '静岡県', city: '熱海市', town: '泉' }],
    })
  })

  it('takes the code as people type it: hyphen, full-width digits, 〒', async () => {
    for (const typed of ['413-0002', '４１３－０００２', '〒413ー0002']) {
      const { status, body } = await lookup(typed)
      expect(status).toBe(200)
      expect(body).toEqual([{ prefecture: '静岡県', city: '熱海市', town: '伊豆山' }])
    }
  })

  it('lists every town of a code that covers several', async () => {
    const { status, body } = await lookup('410-0867')
    expect(status).toBe(200)
    expect((body as { town: string }[]).map((a) => a.town).sort()).toEqual(
      ['前田', '本', '松下七反田', '西松下'].sort(),
    )
  })

  it('gives the municipality alone for its catch-all code (「以下に掲載がない場合」 is no town)', async () => {
    expect((await lookup('4130000')).body).toEqual([
      { prefecture: '静岡県', city: '熱海市', town: '' },
    ])
  })

  it('says in Japanese that an unknown code has no address (404)', async () => {
    expect(await lookup('4139999')).toEqual({
      status: 404,
      body: {
        error: 'postal_code_not_found',
        message: 'この郵便番号の住所が見つかりません。',
      },
    })
  })

  it('refuses percent escapes that are no UTF-8 (a lone surrogate) with 400 JSON, not a 500', async () => {
    const res = await request('/api/postal/%ED%A0%BD')
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: string }).error).toBe('invalid_postal_code')
  })

  it.each(['413', '41300011', 'abc-defg', '413_0001'])(
    'refuses the malformed %s with 400 JSON',
    async (typed) => {
      expect(await lookup(typed)).toEqual({
        status: 400,
        body: { error: 'invalid_postal_code', message: '郵便番号は7桁の数字で入力してください。' },
      })
    },
  )

  it('a second import of the prefecture replaces its rows instead of adding to them', async () => {
    await importPostalRows(env.DB, parseKenAll(demoRows), '静岡県')
    const { results } = await env.DB.prepare(
      "SELECT count(*) AS n FROM postal_codes WHERE prefecture = '静岡県'",
    ).all<{ n: number }>()
    expect(results[0]?.n).toBe(parseKenAll(demoRows).length)
  })
})
