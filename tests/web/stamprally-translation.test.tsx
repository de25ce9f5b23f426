import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { RallyDetail, RallyList } from '../../src/shared/api/stamprally'
import { json, stubApi } from './api-fakes'
import { langOf } from './lang-of'
import { renderApp } from './render-app'

// What an international site's API answers for a stamp rally: its texts, spots and reward coupon
// in the site's language with the Japanese beside them. One "show original" switches the page
// back, and the Japanese is marked lang="ja". (The test build's UI is Japanese.)

const RALLY: RallyDetail = {
  id: 1,
  title: 'Minato Town Autumn Walking Stamp Rally',
  description: 'A course of about 4 km from the station to the harbour.',
  starts_at: '2030-10-31T15:00:00.000Z',
  ends_at: '2030-12-25T14:59:59.000Z',
  status: 'upcoming',
  spot_count: 2,
  required_stamps: 2,
  reward: {
    text: 'A tenugui towel for everyone who finishes',
    coupon: {
      id: 90,
      title: 'Stamp rally completion: tenugui towel voucher',
      original: { title: 'スタンプラリー達成記念 手ぬぐい引換券' },
    },
  },
  image_url: null,
  progress: null,
  manageable: false,
  spots: [
    {
      id: 1,
      position: 1,
      name: 'Minato Shrine',
      description: 'The code is in front of the shrine office.',
      lat: 34.979,
      lng: 139.0868,
      radius_m: 50,
      method: 'printed',
      stamped_at: null,
      original: { name: 'みなと神社', description: '社務所の前にコードがあります。' },
    },
    {
      // A spot with no translation: Japanese under either setting.
      id: 2,
      position: 2,
      name: '汐見の丘展望台',
      description: '',
      lat: 34.9635,
      lng: 139.0972,
      radius_m: 50,
      method: 'printed',
      stamped_at: null,
    },
  ],
  translation: {
    translated: true,
    source_lang: 'ja',
    lang: 'en',
    original: {
      title: 'みなと町 秋のまちあるきスタンプラリー',
      description: '駅前から港までの約4kmのコースです。',
      reward: '完走した方に手ぬぐいをプレゼント',
    },
  },
}

describe('a translated rally page', () => {
  it('shows the translation, and the Japanese of every text on request', async () => {
    stubApi({ 'GET /api/stamprallies/:id': json(RALLY) })
    renderApp('/app/stamprally/1')
    const heading = await screen.findByRole('heading', { level: 1 })
    expect(heading.textContent).toBe('Minato Town Autumn Walking Stamp Rally')
    expect(screen.getByText('Minato Shrine')).toBeTruthy()
    expect(screen.getByText('A tenugui towel for everyone who finishes')).toBeTruthy()
    expect(screen.getByText('機械翻訳')).toBeTruthy()
    expect(langOf('汐見の丘展望台')).toBe('ja')
    // Shared by LINE with this site's link, so the friend reads it in the same language.
    const line = screen.getByRole('link', { name: /LINE/ })
    expect(line.getAttribute('href')).toBe(
      `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(`${window.location.origin}/app/stamprally/1`)}`,
    )

    await userEvent.click(screen.getByRole('button', { name: '原文を表示' }))
    expect(heading.textContent).toBe('みなと町 秋のまちあるきスタンプラリー')
    expect(heading.getAttribute('lang')).toBe('ja')
    expect(langOf('駅前から港までの約4kmのコースです。')).toBe('ja')
    expect(langOf('みなと神社')).toBe('ja')
    expect(langOf('社務所の前にコードがあります。')).toBe('ja')
    expect(langOf('完走した方に手ぬぐいをプレゼント')).toBe('ja')
    const coupon = screen.getByRole('link', { name: 'スタンプラリー達成記念 手ぬぐい引換券' })
    expect(coupon.getAttribute('lang')).toBe('ja')

    await userEvent.click(screen.getByRole('button', { name: '翻訳を表示' }))
    expect(heading.textContent).toBe('Minato Town Autumn Walking Stamp Rally')
    expect(heading.getAttribute('lang')).toBeNull()
    expect(screen.getByText('Minato Shrine').getAttribute('lang')).toBeNull()
  })

  it('labels a rally with no translation as the original, in Japanese, with no toggle', async () => {
    const { translation: _, ...plain } = RALLY
    stubApi({
      'GET /api/stamprallies/:id': json({
        ...plain,
        title: 'みなと町 秋のまちあるきスタンプラリー',
        translation: { translated: false, source_lang: 'ja', lang: 'en' },
      }),
    })
    renderApp('/app/stamprally/1')
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'みなと町 秋のまちあるきスタンプラリー',
    })
    expect(heading.getAttribute('lang')).toBe('ja')
    expect(screen.getByText('原文')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '原文を表示' })).toBeNull()
  })
})

describe('the translated rally list', () => {
  it('labels each card and switches its title and reward to the Japanese', async () => {
    const { spots: _s, manageable: _m, ...summary } = RALLY
    const list: RallyList = { can_organize: false, items: [summary] }
    stubApi({ 'GET /api/stamprallies': json(list) })
    renderApp('/app/stamprally')
    const title = await screen.findByRole('link', {
      name: 'Minato Town Autumn Walking Stamp Rally',
    })
    expect(screen.getByText('Stamp rally completion: tenugui towel voucher')).toBeTruthy()
    expect(screen.getByText('機械翻訳')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: '原文を表示' }))
    expect(title.textContent).toBe('みなと町 秋のまちあるきスタンプラリー')
    expect(langOf('みなと町 秋のまちあるきスタンプラリー')).toBe('ja')
    expect(langOf('スタンプラリー達成記念 手ぬぐい引換券')).toBe('ja')
  })
})
