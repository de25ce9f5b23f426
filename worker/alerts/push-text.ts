import ALERT_WORDS from '../../src/features/alerts/i18n/all'
import { easyJapanese } from '../../src/features/alerts/i18n/easy-ja'
import { ALERT_KIND_MAP as KIND_HAZARD, usesAlertLevel } from '../../src/shared/alert-levels'
import { alertWords } from '../../src/shared/alert-words'
import type { AlertKind, AlertLevel } from '../../src/shared/api/alerts'
import type { PushNotification } from '../../src/shared/api/push'
import { pathTo } from '../../src/shared/links'
import type { Lang } from '../../src/shared/sites'
import type { AlertRow } from './alert-store'

// What a warning's push says, in the language the device registered with (devices.language_code).
// The notification leads to the hazard map on the warning's layer: /app/hazardmap?layer=…&alert=…

export const KIND_NAMES: Record<AlertKind, Record<Lang, string>> = {
  heavy_rain: { ja: '大雨', en: 'Heavy rain', ko: '호우', 'zh-hans': '暴雨', 'zh-hant': '大雨' },
  sediment: {
    ja: '土砂災害',
    en: 'Landslides',
    ko: '토사 재해',
    'zh-hans': '山体滑坡和泥石流',
    'zh-hant': '土石災害',
  },
  flood: {
    ja: '河川の氾濫',
    en: 'River flooding',
    ko: '하천 범람',
    'zh-hans': '河流泛滥',
    'zh-hant': '河川氾濫',
  },
  storm_surge: {
    ja: '高潮',
    en: 'Storm surge',
    ko: '해일',
    'zh-hans': '风暴潮',
    'zh-hant': '暴潮',
  },
  tsunami: { ja: '津波', en: 'Tsunami', ko: '쓰나미', 'zh-hans': '海啸', 'zh-hant': '海嘯' },
  earthquake: { ja: '地震', en: 'Earthquake', ko: '지진', 'zh-hans': '地震', 'zh-hant': '地震' },
  storm: {
    ja: '暴風・高波',
    en: 'Storm and high waves',
    ko: '폭풍·높은 파도',
    'zh-hans': '暴风和大浪',
    'zh-hant': '暴風與大浪',
  },
  snow: { ja: '大雪', en: 'Heavy snow', ko: '대설', 'zh-hans': '大雪', 'zh-hant': '大雪' },
  evacuation_order: {
    ja: '避難指示',
    en: 'Evacuation order',
    ko: '피난 지시',
    'zh-hans': '避难指示',
    'zh-hant': '避難指示',
  },
  elderly_evacuation: {
    ja: '高齢者等避難',
    en: 'Evacuation of older people and others who need time',
    ko: '고령자 등 피난',
    'zh-hans': '老年人等避难',
    'zh-hant': '高齡者等避難',
  },
}

// The banner's words for the level (src/features/alerts/i18n), so a push and the page agree.
const TITLES: Record<Lang, (level: AlertLevel, kind: string, area: string) => string> = {
  ja: (level, kind, area) => `【警戒レベル${level}】${kind}（${area}）`,
  en: (level, kind, area) => `Alert Level ${level}: ${kind} (${area})`,
  ko: (level, kind, area) => `경계 레벨 ${level}: ${kind} (${area})`,
  'zh-hans': (level, kind, area) => `警戒等级${level}：${kind}（${area}）`,
  'zh-hant': (level, kind, area) => `警戒等級${level}：${kind}（${area}）`,
}

/** What to do, per level (the government's 警戒レベル actions, shortened for a notification). */
const ACTIONS: Record<AlertLevel, Record<Lang, string>> = {
  1: {
    ja: '最新の気象情報に注意してください。',
    en: 'Keep up with the latest weather information.',
    ko: '최신 기상 정보에 주의하세요.',
    'zh-hans': '请留意最新的气象信息。',
    'zh-hant': '請留意最新的氣象資訊。',
  },
  2: {
    ja: 'ハザードマップで避難場所と避難経路を確認してください。',
    en: 'Check your shelter and the way there on the hazard map.',
    ko: '해저드 맵에서 대피 장소와 대피 경로를 확인하세요.',
    'zh-hans': '请在灾害地图上确认避难场所和避难路线。',
    'zh-hant': '請在災害地圖上確認避難場所與避難路線。',
  },
  3: {
    ja: '高齢者など避難に時間のかかる人は危険な場所から避難してください。',
    en: 'Older people and others who need time to evacuate: leave dangerous places now.',
    ko: '고령자 등 대피에 시간이 걸리는 분은 위험한 장소에서 대피하세요.',
    'zh-hans': '老年人等需要较长时间避难的人，请立即离开危险场所。',
    'zh-hant': '高齡者等需要較長時間避難的人，請立即離開危險場所。',
  },
  4: {
    ja: '危険な場所から全員避難してください。',
    en: 'Everyone in a dangerous place: evacuate now.',
    ko: '위험한 장소에 있는 모든 분은 대피하세요.',
    'zh-hans': '身处危险场所的所有人请立即避难。',
    'zh-hant': '身處危險場所的所有人請立即避難。',
  },
  5: {
    ja: '命の危険があります。直ちに身の安全を確保してください。',
    en: 'Your life is in danger. Get to the safest place you can, now.',
    ko: '생명이 위험합니다. 즉시 안전을 확보하세요.',
    'zh-hans': '生命面临危险，请立即确保自身安全。',
    'zh-hant': '生命面臨危險，請立即確保自身安全。',
  },
}

/** A push's language: a site's, or やさしい日本語 (the reader chose it on the Japanese site). */
export type PushLang = Lang | 'ja-easy'

/** A registration's language_code (BCP 47, as the app or browser said it) as a push language. */
export function pushLang(code: string): PushLang {
  const value = code.trim().toLowerCase().replace(/_/g, '-')
  // src/lib/easy-japanese.ts EASY_JAPANESE_TAG
  if (value === 'ja-x-easy') return 'ja-easy'
  if (value === '' || value.startsWith('ja')) return 'ja'
  if (value.startsWith('ko')) return 'ko'
  if (value.startsWith('zh')) {
    return /hant|-tw|-hk|-mo/.test(value) ? 'zh-hant' : 'zh-hans'
  }
  // English for every other language: the visitors' common language on the international sites.
  return 'en'
}

/** The hazard map view of the warning: its layer (when it has one) and the alert id. */
export function alertTargetUrl(row: Pick<AlertRow, 'id' | 'kind'>): string {
  const layer = KIND_HAZARD[row.kind]?.layer
  return pathTo('/app/hazardmap', { layer: layer || null, alert: row.id })
}

/** A sentence as a notification ends it. */
const sentence = (lang: PushLang, text: string) =>
  lang === 'en' || lang === 'ko' ? `${text}.` : `${text}。`

/**
 * Tsunami and 震度 under their own names, never a 警戒レベル: 「【津波注意報】静岡県」 with JMA's
 * action, 「【震度6弱】静岡県伊豆」 (the banner's words, src/shared/alert-words.ts). Easy Japanese
 * takes the banner's easy words for every kind.
 */
function ownWords(row: AlertRow, lang: PushLang): PushNotification {
  const book = lang === 'ja-easy' ? easyJapanese : ALERT_WORDS[lang]
  const words = alertWords(book, row)
  const name = usesAlertLevel(row.kind) ? `${words.badge} ${words.name}` : words.name
  const title =
    lang === 'ja' || lang === 'ja-easy'
      ? `【${name}】${row.area_name}`
      : lang === 'en' || lang === 'ko'
        ? `${name} (${row.area_name})`
        : `${name}（${row.area_name}）`
  return {
    title,
    body: sentence(lang, words.action),
    image: null,
    target_url: alertTargetUrl(row),
  }
}

export function alertNotification(row: AlertRow, lang: PushLang): PushNotification {
  if (lang === 'ja-easy' || !usesAlertLevel(row.kind)) return ownWords(row, lang)
  const kind = KIND_NAMES[row.kind]?.[lang] ?? row.kind
  return {
    title: TITLES[lang](row.level, kind, row.area_name),
    body: ACTIONS[row.level][lang],
    image: null,
    target_url: alertTargetUrl(row),
  }
}
