import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import catalogues from '../../src/features/alerts/i18n/all'
import { easyJapanese } from '../../src/features/alerts/i18n/easy-ja'
import { type AlertWordBook, alertWords } from '../../src/shared/alert-words'
import {
  ALERT_KINDS,
  type Alert,
  type AlertLevel,
  type AlertState,
} from '../../src/shared/api/alerts'
import { LANGS } from '../../src/shared/sites'
import { json, stubApi } from './api-fakes'
import { renderApp } from './render-app'

// How each kind of warning reads in the app (src/shared/alert-words.ts): a tsunami and an
// earthquake under their own names (津波注意報, 震度6弱) with JMA's actions and colours, never a
// 警戒レベル badge; やさしい日本語 for every level and kind, chosen on the warnings page or the
// banner and kept on the device; 読み上げ through the browser's speech synthesis; a visitor's
// headline in their language with the Japanese beside. The API is answered at the fetch boundary.

/** 2026-08-10 09:05 in Tokyo. */
const ISSUED = '2026-08-10T00:05:00.000Z'

function alert(overrides: Partial<Alert> & Pick<Alert, 'id' | 'kind' | 'level'>): Alert {
  return {
    source: 'jma',
    status: 'issued',
    areaCode: '380',
    areaName: '静岡県',
    headline: '',
    issuedAt: ISSUED,
    updatedAt: ISSUED,
    liftedAt: null,
    steps: [],
    hazard: null,
    layer: null,
    shelterIds: [],
    ...overrides,
  }
}

const state = (...alerts: Alert[]): AlertState => ({ alerts, checkedAt: ISSUED })
const banner = () => screen.findByRole('region', { name: '発表中の警報・避難情報' })

const TSUNAMI_ADVISORY = alert({ id: 'ts-3', kind: 'tsunami', level: 3, layer: 'tsunami' })
/** As the Worker stores a 震度速報 (quakeHeadline): the town's 震度 leads JMA's 見出し. */
const QUAKE = alert({
  id: 'eq-4',
  kind: 'earthquake',
  level: 4,
  areaCode: '440',
  areaName: '静岡県伊豆',
  headline: '震度６弱（静岡県伊豆）　１１日０５時０７分ころ、地震による強い揺れを感じました。',
})
const RAIN = alert({ id: 'rain-4', kind: 'heavy_rain', level: 4, areaCode: '2220500' })

const EVACUATE = '沿岸部や川沿いにいる人はただちに高台や避難ビルなど安全な場所へ避難してください'

describe('tsunami and earthquake in the banner', () => {
  it.each([
    [3, '津波注意報', '海の中にいる人はただちに海から上がって、海岸から離れてください', 'advisory'],
    [4, '津波警報', EVACUATE, 'warning'],
    [5, '大津波警報', EVACUATE, 'major'],
  ] as const)(
    'level %i reads %s with JMA’s action, in JMA’s tsunami colour',
    async (level, name, action, tone) => {
      stubApi({ 'GET /api/alerts': json(state(alert({ id: 't', kind: 'tsunami', level }))) })
      renderApp('/app/about')
      const region = await banner()
      expect(region.className).toContain(`alert-banner--tsunami-${tone}`)
      expect(region.className).not.toMatch(/alert-banner--level\d/)
      expect(region.querySelector('.alert-banner__level')?.textContent).toBe('津波')
      expect(region.querySelector('strong')?.textContent).toBe(name)
      expect(region.textContent).toContain(action)
      expect(region.textContent).not.toContain('警戒レベル')
    },
  )

  it('an earthquake shows its 震度 and the shaking and aftershock advice, in a colour of its own', async () => {
    stubApi({ 'GET /api/alerts': json(state(QUAKE)) })
    renderApp('/app/about')
    const region = await banner()
    expect(region.className).toContain('alert-banner--quake')
    expect(region.querySelector('.alert-banner__level')?.textContent).toBe('地震')
    expect(region.querySelector('strong')?.textContent).toBe('震度6弱')
    expect(region.textContent).toContain(
      '強い揺れに注意し、身の安全を確保してください。余震にも注意してください',
    )
    expect(region.textContent).not.toContain('警戒レベル')
  })

  it('an earthquake whose 震度 was not kept says the least its level stands for', () => {
    const words = alertWords(catalogues.ja, { ...QUAKE, headline: '' })
    expect(words.name).toBe('震度6弱以上')
  })
})

describe('every language names tsunami and 震度 by their own scale', () => {
  const badges = {
    ja: '警戒レベル',
    en: 'Alert Level',
    ko: '경계 레벨',
    'zh-hans': '警戒等级',
    'zh-hant': '警戒等級',
  } as const
  it.each(LANGS)('%s', (lang) => {
    const book: AlertWordBook = catalogues[lang]
    for (const level of [3, 4, 5] as const) {
      const tsunami = alertWords(book, { kind: 'tsunami', level, headline: '' })
      const quake = alertWords(book, { ...QUAKE, level })
      for (const words of [tsunami, quake]) {
        expect(`${words.badge} ${words.name} ${words.action}`).not.toContain(badges[lang])
        expect(words.action.length).toBeGreaterThan(10)
      }
    }
    const names = (['advisory', 'warning', 'major'] as const).map((g) => book.tsunami.names[g])
    expect(new Set(names).size).toBe(3)
    expect(alertWords(book, RAIN).badge).toContain(badges[lang])
  })
})

/** Kana, digits, spaces and punctuation, and the one kanji every learner meets first (人). */
const EASY = /^[\u3040-\u30ff\u30fc0-9０-９ 　、。（）・！人]+$/u

describe('やさしい日本語', () => {
  it('has words for every kind at every level, in kana a newcomer can read', () => {
    for (const kind of ALERT_KINDS) {
      for (const level of [2, 3, 4, 5] as AlertLevel[]) {
        const headline = kind === 'earthquake' ? QUAKE.headline : ''
        const words = alertWords(easyJapanese, { kind, level, headline })
        for (const text of [words.badge, words.name, words.action]) {
          expect(text, `${kind} ${level}`).toMatch(EASY)
        }
        expect(words.name + words.action).not.toContain('警戒')
      }
    }
    expect(alertWords(easyJapanese, RAIN)).toEqual({
      badge: 'レベル4',
      name: 'おおあめ の きけん けいほう',
      action: 'あぶない ところ から にげて ください（みんな）',
    })
    expect(alertWords(easyJapanese, { kind: 'tsunami', level: 4, headline: '' }).action).toBe(
      'つなみ が きます。うみ や かわ の ちかく に いる 人 は すぐ たかい ところ へ にげて ください',
    )
    expect(alertWords(easyJapanese, QUAKE).name).toBe('しんど 6じゃく の じしん')
  })

  it('is chosen on the warnings page, changes the banner too, and is kept on the device', async () => {
    stubApi({
      'GET /api/alerts': json(state(RAIN, TSUNAMI_ADVISORY)),
      'GET /api/alerts/history': json({ alerts: [], next: null }),
    })
    const first = renderApp('/app/alerts')
    const now = await screen.findByRole('region', { name: '発表中' })
    await within(now).findByText('大雨危険警報')
    const toggle = screen.getAllByRole('button', { name: 'やさしい日本語' })[1] as HTMLElement
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(toggle)
    expect(await within(now).findByText('おおあめ の きけん けいほう')).toBeTruthy()
    expect(within(now).getByText('つなみ ちゅういほう')).toBeTruthy()
    expect(
      within(now).getByText('うみ に いる 人 は すぐ うみ から でて、うみ から はなれて ください'),
    ).toBeTruthy()
    const region = await banner()
    expect(region.querySelector('.alert-banner__level')?.textContent).toBe('レベル4')
    expect(region.textContent).toContain('あぶない ところ から にげて ください（みんな）')
    expect(region.textContent).toContain('9:05 に でました')
    first.unmount()

    // Another page later, on the same device: still easy Japanese, and the banner switches back.
    renderApp('/app/about')
    const again = await banner()
    expect(again.textContent).toContain('おおあめ の きけん けいほう')
    fireEvent.click(within(again).getByRole('button', { name: 'やさしい日本語をやめる' }))
    await waitFor(() => expect(again.textContent).toContain('危険な場所から全員避難'))
    expect(window.localStorage.getItem('easy_japanese')).toBeNull()
  })
})

/** The browser's speech engine, recorded: what it was asked to say and in which language. */
function installSpeech() {
  const spoken: { text: string; lang: string }[] = []
  class Utterance {
    lang = ''
    onend: (() => void) | null = null
    onerror: (() => void) | null = null
    constructor(readonly text: string) {}
  }
  Object.assign(window, {
    SpeechSynthesisUtterance: Utterance,
    speechSynthesis: {
      speak: (u: Utterance) => spoken.push({ text: u.text, lang: u.lang }),
      cancel: () => {},
    },
  })
  return spoken
}

describe('読み上げ on the warnings page', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'speechSynthesis')
    Reflect.deleteProperty(window, 'SpeechSynthesisUtterance')
  })

  it('reads the warnings in force in the site’s language, and in easy Japanese when chosen', async () => {
    const spoken = installSpeech()
    stubApi({
      'GET /api/alerts': json(state(RAIN, QUAKE)),
      'GET /api/alerts/history': json({ alerts: [], next: null }),
    })
    renderApp('/app/alerts')
    await within(await screen.findByRole('region', { name: '発表中' })).findByText('震度6弱')
    fireEvent.click(screen.getByRole('button', { name: '読み上げる' }))
    expect(spoken).toEqual([
      {
        lang: 'ja-JP',
        text:
          '警戒レベル4 大雨危険警報。危険な場所から全員避難。' +
          ' 震度6弱。強い揺れに注意し、身の安全を確保してください。余震にも注意してください。',
      },
    ])
    fireEvent.click(screen.getByRole('button', { name: '読み上げを止める' }))
    fireEvent.click(screen.getAllByRole('button', { name: 'やさしい日本語' })[1] as HTMLElement)
    fireEvent.click(screen.getByRole('button', { name: '読み上げる' }))
    expect(spoken[1]?.text).toContain('レベル4 おおあめ の きけん けいほう。あぶない ところ から')
  })

  it('is not offered where the browser has no speech synthesis', async () => {
    stubApi({
      'GET /api/alerts': json(state(RAIN)),
      'GET /api/alerts/history': json({ alerts: [], next: null }),
    })
    renderApp('/app/alerts')
    await within(await screen.findByRole('region', { name: '発表中' })).findByText('大雨危険警報')
    expect(screen.queryByRole('button', { name: '読み上げる' })).toBeNull()
  })
})

describe('a visitor’s headline', () => {
  it('shows the translation, marked as machine-made, with the Japanese beside', async () => {
    stubApi({
      'GET /api/alerts': json(
        state({
          ...TSUNAMI_ADVISORY,
          headline: 'ただちに避難してください。',
          translatedHeadline: 'Evacuate immediately.',
        }),
      ),
      'GET /api/alerts/history': json({ alerts: [], next: null }),
    })
    renderApp('/app/alerts')
    const now = await screen.findByRole('region', { name: '発表中' })
    const translated = await within(now).findByText('Evacuate immediately.', { exact: false })
    expect(translated.textContent).toContain('機械翻訳')
    const original = within(now).getByText('ただちに避難してください。')
    expect(original.getAttribute('lang')).toBe('ja')
  })
})
