import { type Intensity, tsunamiGrade } from '../../../shared/alert-levels'
import type { AlertWordBook } from '../../../shared/alert-words'
import type { AlertKind, AlertLevel } from '../../../shared/api/alerts'

// Text of disaster mode: the banner, the warnings page and the hazard map's warning panel. The
// edge's banner (worker/pages/alert-banner.ts) writes the same words. What to do at each level is
// the government's 警戒レベル wording (内閣府「避難情報に関するガイドライン」), word for word; a
// tsunami's is JMA's (気象庁「津波警報・注意報の種類」), an earthquake's names its 震度
// (src/shared/alert-words.ts decides which a warning takes).

const grades: Record<AlertLevel, string> = {
  5: '特別警報',
  4: '危険警報',
  3: '警報',
  2: '注意報',
  1: '早期注意情報',
}
const kinds: Record<AlertKind, string> = {
  heavy_rain: '大雨',
  sediment: '土砂災害',
  flood: '氾濫',
  storm_surge: '高潮',
  tsunami: '津波',
  earthquake: '地震',
  storm: '暴風・波浪など',
  snow: '大雪',
  evacuation_order: '避難指示',
  elderly_evacuation: '高齢者等避難',
}

/** The warning's name: 大雨危険警報, 大津波警報, 避難指示, 緊急安全確保. */
function title(kind: AlertKind, level: AlertLevel): string {
  if (kind === 'evacuation_order' || kind === 'elderly_evacuation') {
    return level >= 5 ? '緊急安全確保' : kinds[kind]
  }
  if (kind === 'tsunami') return tsunami.names[tsunamiGrade(level)]
  if (kind === 'earthquake') return '地震情報'
  if (kind === 'storm') return `暴風・波浪などの${grades[level]}`
  return `${kinds[kind]}${grades[level]}`
}

const tsunami: AlertWordBook['tsunami'] = {
  badge: '津波',
  names: { major: '大津波警報', warning: '津波警報', advisory: '津波注意報' },
  actions: {
    advisory: '海の中にいる人はただちに海から上がって、海岸から離れてください',
    evacuate: '沿岸部や川沿いにいる人はただちに高台や避難ビルなど安全な場所へ避難してください',
  },
}

/** 大雪 and 暴風・波浪 are JMA warnings outside the 警戒レベル: their grade, and what to do. */
const weather: AlertWordBook['weather'] = {
  badge: { 2: '注意報', 3: '警報', 4: '警報', 5: '特別警報' },
  actions: {
    snow: '不要不急の外出を控え、車の立ち往生や屋根からの落雪、なだれに注意してください',
    storm: '暴風や高波に警戒し、不要不急の外出を控えてください',
  },
}

const quake: AlertWordBook['quake'] = {
  badge: '地震',
  name: (intensity: Intensity, atLeast: boolean) => `震度${intensity}${atLeast ? '以上' : ''}`,
  action: '強い揺れに注意し、身の安全を確保してください。余震にも注意してください',
}

const ja = {
  level: (level: number) => `警戒レベル${level}`,
  /** What everyone should do at this level. */
  actions: {
    5: '命の危険 直ちに安全確保！',
    4: '危険な場所から全員避難',
    3: '危険な場所から高齢者等は避難',
    2: '自らの避難行動を確認',
    1: '災害への心構えを高める',
  } satisfies Record<AlertLevel, string>,
  kinds,
  title,
  tsunami,
  quake,
  weather,
  issuedAt: (time: string) => `${time} 発表`,
  liftedAt: (time: string) => `${time} 解除`,
  area: (name: string) => `対象：${name}`,
  banner: {
    label: '発表中の警報・避難情報',
    map: '避難所と地図',
    more: (count: number) => `ほか${count}件`,
    stale: (time: string) => `${time} 時点の情報（通信できません）`,
  },
  /** やさしい日本語 (easy Japanese): offered on the Japanese site only. */
  easy: {
    toggle: 'やさしい日本語',
    toggleOn: 'やさしい日本語をやめる',
  },
  speech: {
    start: '読み上げる',
    stop: '読み上げを止める',
    none: 'いま発表中の警報・避難情報はありません。',
    /** One warning read aloud. */
    line: (name: string, action: string) => `${name}。${action}。`,
  },
  headline: {
    /** Beside a machine translation of the telegram's 見出し or the town's note. */
    machine: '機械翻訳',
    original: '原文（日本語）',
  },
  page: {
    title: '警報・避難情報',
    lead: 'この町に気象庁が発表した警報と、町が出した避難情報です。警戒レベル4までに危険な場所から避難してください。',
    now: '発表中',
    none: 'いま発表中の警報・避難情報はありません。',
    history: 'これまでの情報',
    noHistory: 'まだ記録はありません。',
    more: 'さらに表示',
    loadFailed: '情報を読み込めませんでした。通信を確かめて、もう一度お試しください。',
    retry: 'もう一度読み込む',
    checkedAt: (time: string) => `気象庁の情報を ${time} に確認`,
    source: { jma: '気象庁', town: '町' },
    lifted: '解除済み',
    shelters: (count: number) => `開設した避難所 ${count}か所`,
    notOfficial:
      'この画面は気象庁と町の発表をお知らせするものです。最新の情報はテレビ・ラジオ・町の防災無線でも確かめてください。',
  },
  map: {
    title: (warning: string) => `${warning}：避難先`,
    nearest: (fromHere: boolean) =>
      `最寄りの避難所（${fromHere ? '現在地から' : '地図の中心から'}）`,
    route: (name: string) => `${name}へ歩いて行く`,
    distance: (metres: number) =>
      metres < 1000 ? `${Math.round(metres / 10) * 10}m` : `${(metres / 1000).toFixed(1)}km`,
    walk: (minutes: number, distance: string) => `徒歩およそ${minutes}分（直線${distance}）`,
    none: 'この災害に適した避難所が近くに見つかりません。',
    opened: '町が開設した避難所',
    newTab: '（地図アプリが開きます）',
  },
  steps: {
    label: '経過',
    lifted: '解除',
  },
  mark: {
    label: '発表中の警報・注意報を見る',
    advisories: (count: number) => `注意報 ${count}件`,
    inForce: (count: number) => `警報・注意報など ${count}件`,
  },
  home: {
    nearestFromTown: '最寄りの避難所（町の中心から）',
    locate: '現在地から探す',
    locating: '現在地を確かめています…',
    hazardMap: 'ハザードマップを開く',
  },
}

export type AlertMessages = typeof ja
export default ja
