import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import kenAll from '../../data/postal/demo-shizuoka.csv?raw'
import { parseKenAll } from '../../src/shared/postal'
import { apiError, type FakeRoutes, json, stubApi } from './api-fakes'
import { HANAKO, renderApp } from './render-app'

// The 郵便番号 field of the upload's place and the organizer's new venue, with GET /api/postal/:code
// answered at the fetch boundary from Japan Post's own rows (data/postal/demo-shizuoka.csv, the
// KEN_ALL.CSV format) the way the Worker answers it from D1.

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const rows = parseKenAll(kenAll)

function postalRoutes(): FakeRoutes {
  return {
    'GET /api/postal/:code': ({ params }) => {
      const found = rows.filter((row) => row.code === params.code)
      if (found.length === 0) {
        return apiError(404, 'postal_code_not_found', 'この郵便番号の住所が見つかりません。')
      }
      return json(found.map(({ prefecture, city, town }) => ({ prefecture, city, town })))
    },
  }
}

describe("Japan Post's rows as the lookup reads them", () => {
  it('joins a town name KEN_ALL.CSV splits over two rows and drops its bracketed note', () => {
    // 名古屋市中村区 名駅: the real two rows of 453-0002 (KEN_ALL.CSV), one 町域名 cut at 38 characters.
    const split = [
      '23105,"453  ","4530002","ｱｲﾁｹﾝ","ﾅｺﾞﾔｼﾅｶﾑﾗｸ","ﾒｲｴｷ(1-1-8､1-1-12､1-1-13､1-1-14､1-3-4､","愛知県","名古屋市中村区","名駅（１－１－８、１－１－１２、１－１－１３、１－１－１４、１－３－４、",1,0,1,0,0,0',
      '23105,"453  ","4530002","ｱｲﾁｹﾝ","ﾅｺﾞﾔｼﾅｶﾑﾗｸ","1-3-7)","愛知県","名古屋市中村区","１－３－７）",1,0,1,0,0,0',
    ].join('\r\n')
    expect(parseKenAll(split)).toEqual([
      { code: '4530002', prefecture: '愛知県', city: '名古屋市中村区', town: '名駅' },
    ])
  })
})

describe('upload form: 郵便番号 fills the address', () => {
  async function openPlace() {
    stubApi(postalRoutes())
    renderApp('/app/upload', { kind: 'user', user: HANAKO })
    await screen.findByRole('heading', { level: 1, name: '投稿する' })
    return screen.getByLabelText('郵便番号')
  }

  it('typed full-width with a hyphen, it fills 都道府県・市区町村・町域', async () => {
    const field = await openPlace()
    await userEvent.type(field, '４１３－０００１')
    await waitFor(() =>
      expect((screen.getByLabelText('住所') as HTMLInputElement).value).toBe('静岡県熱海市泉'),
    )
    expect(
      screen.getByText('住所に「静岡県熱海市泉」を入れました。続けて番地を入力してください。'),
    ).toBeTruthy()
  })

  it('offers the towns of a code that has several, and fills the one chosen', async () => {
    const field = await openPlace()
    await userEvent.type(field, '410-0867')
    await screen.findByText(
      'この郵便番号には複数の町域があります。当てはまるものを選んでください。',
    )
    for (const town of ['西松下', '本', '前田', '松下七反田'])
      expect(screen.getByRole('button', { name: `静岡県沼津市${town}` })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: '静岡県沼津市前田' }))
    expect((screen.getByLabelText('住所') as HTMLInputElement).value).toBe('静岡県沼津市前田')
  })

  it('says so when the code is unknown, and when it is not seven digits', async () => {
    const field = await openPlace()
    await userEvent.type(field, '413-9999')
    await screen.findByText(
      'この郵便番号の住所が見つかりません。番号を確かめるか、住所を直接入力してください。',
    )
    expect((screen.getByLabelText('住所') as HTMLInputElement).value).toBe('')
    await userEvent.clear(field)
    await userEvent.type(field, '413-00')
    await userEvent.tab()
    expect(screen.getByText('郵便番号は7桁の数字で入力してください。')).toBeTruthy()
  })
})

describe("organizer's new venue: 郵便番号 fills the venue's address", () => {
  it('fills 会場の住所 from the code', async () => {
    stubApi({
      ...postalRoutes(),
      'GET /api/organizers/me': json({
        organizations: [{ id: 1, name: '港フェス実行委員会' }],
        application: null,
      }),
      'GET /api/organizers/events': json({ items: [] }),
      'GET /api/organizers/venues': json({ items: [] }),
    })
    renderApp('/app/event-upload', { kind: 'user', user: HANAKO })
    await screen.findByRole('heading', { level: 1, name: 'イベントを登録' })
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /^会場/ }), 'new')
    await userEvent.type(screen.getByLabelText('郵便番号'), '4130002')
    await waitFor(() =>
      expect((screen.getByLabelText(/会場の住所/) as HTMLInputElement).value).toBe(
        '静岡県熱海市伊豆山',
      ),
    )
  })
})
