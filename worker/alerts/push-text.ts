import { ALERT_KIND_MAP as KIND_HAZARD } from '../../src/shared/alert-levels'
import type { AlertKind, AlertLevel } from '../../src/shared/api/alerts'
import type { PushNotification } from '../../src/shared/api/push'
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

/** Tsunami, earthquake and snow ask for other actions than rain does. */
const SPECIAL_ACTIONS: Partial<Record<AlertKind, (level: AlertLevel) => Record<Lang, string>>> = {
  tsunami: (level) =>
    level >= 4
      ? {
          ja: '海岸や川沿いから直ちに高い所へ避難してください。',
          en: 'Leave the coast and riverbanks now and get to high ground.',
          ko: '해안이나 강가에서 즉시 높은 곳으로 대피하세요.',
          'zh-hans': '请立即离开海岸和河边，前往高处避难。',
          'zh-hant': '請立即離開海岸與河邊，前往高處避難。',
        }
      : {
          ja: '海から上がり、海岸に近づかないでください。',
          en: 'Get out of the water and stay away from the shore.',
          ko: '바다에서 나와 해안에 가까이 가지 마세요.',
          'zh-hans': '请离开海水，不要靠近海岸。',
          'zh-hant': '請離開海水，不要靠近海岸。',
        },
  // 大雪 is no 警戒レベル: the rain advice (高齢者等は避難) would send people out into the snow.
  snow: (level) =>
    level >= 5
      ? ACTIONS[5]
      : {
          ja: '不要不急の外出を控え、車の立ち往生や屋根からの落雪、なだれに注意してください。',
          en: 'Stay in unless you must go out; watch for stranded cars, snow sliding off roofs and avalanches.',
          ko: '불필요한 외출을 삼가고, 차량 고립과 지붕 낙설, 눈사태에 주의하세요.',
          'zh-hans': '请避免不必要的外出，注意车辆被困、屋顶落雪和雪崩。',
          'zh-hant': '請避免不必要的外出，注意車輛受困、屋頂落雪與雪崩。',
        },
  earthquake: () => ({
    ja: '余震に注意し、身の安全を確保してください。',
    en: 'Watch out for aftershocks and keep yourself safe.',
    ko: '여진에 주의하고 안전을 확보하세요.',
    'zh-hans': '请注意余震，确保自身安全。',
    'zh-hant': '請注意餘震，確保自身安全。',
  }),
}

/** A registration's language_code (BCP 47, as the app or browser said it) as a site language. */
export function pushLang(code: string): Lang {
  const value = code.trim().toLowerCase().replace(/_/g, '-')
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
  const query = new URLSearchParams()
  if (layer) query.set('layer', layer)
  query.set('alert', row.id)
  return `/app/hazardmap?${query.toString()}`
}

export function alertNotification(row: AlertRow, lang: Lang): PushNotification {
  const kind = KIND_NAMES[row.kind]?.[lang] ?? row.kind
  const action = (SPECIAL_ACTIONS[row.kind]?.(row.level) ?? ACTIONS[row.level])[lang]
  return {
    title: TITLES[lang](row.level, kind, row.area_name),
    body: action,
    image: null,
    target_url: alertTargetUrl(row),
  }
}
