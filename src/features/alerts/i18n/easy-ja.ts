import { type Intensity, tsunamiGrade } from '../../../shared/alert-levels'
import type { AlertWordBook } from '../../../shared/alert-words'
import type { AlertKind, AlertLevel } from '../../../shared/api/alerts'

// やさしい日本語 (easy Japanese) for the warnings, offered on the Japanese site beside the standard
// words: short sentences, words a newcomer to Japanese knows, spaces between the phrases, no
// kanji a child has not learnt, as 出入国在留管理庁・文化庁「在留支援のためのやさしい日本語ガイドライン」
// and 消防庁・弘前大学の「やさしい日本語」 disaster wording do (「にげて ください」「たかい ところ へ」).
// The level keeps its number (レベル4): it is what television, radio and the town's speakers say.

const grades: Record<AlertLevel, string> = {
  5: 'とくべつ けいほう',
  4: 'きけん けいほう',
  3: 'けいほう',
  2: 'ちゅういほう',
  1: 'ちゅうい',
}
const kinds: Record<AlertKind, string> = {
  heavy_rain: 'おおあめ',
  sediment: 'どしゃ さいがい（やま や がけ が くずれる）',
  flood: 'かわ が あふれる',
  storm_surge: 'たかしお（うみ の みず が たかく なる）',
  tsunami: 'つなみ',
  earthquake: 'じしん',
  storm: 'つよい かぜ・たかい なみ',
  snow: 'おおゆき',
  evacuation_order: 'ひなん しじ（にげて ください）',
  elderly_evacuation: 'こうれいしゃ とう ひなん（としより は にげて ください）',
}

function title(kind: AlertKind, level: AlertLevel): string {
  if (kind === 'evacuation_order' || kind === 'elderly_evacuation') {
    return level >= 5 ? 'きんきゅう あんぜん かくほ（いのち を まもって ください）' : kinds[kind]
  }
  if (kind === 'tsunami') return tsunami.names[tsunamiGrade(level)]
  if (kind === 'earthquake') return 'じしん'
  return `${kinds[kind]} の ${grades[level]}`
}

const INTENSITY: Record<Intensity, string> = {
  '4': '4',
  '5弱': '5じゃく',
  '5強': '5きょう',
  '6弱': '6じゃく',
  '6強': '6きょう',
  '7': '7',
}

const tsunami: AlertWordBook['tsunami'] = {
  badge: 'つなみ',
  names: {
    major: 'おおつなみ けいほう（とても たかい つなみ）',
    warning: 'つなみ けいほう（たかい つなみ）',
    advisory: 'つなみ ちゅういほう',
  },
  actions: {
    advisory: 'うみ に いる 人 は すぐ うみ から でて、うみ から はなれて ください',
    evacuate:
      'つなみ が きます。うみ や かわ の ちかく に いる 人 は すぐ たかい ところ へ にげて ください',
  },
}

/** 大雪 and 暴風・波浪 are JMA warnings outside the 警戒レベル: their grade, and what to do. */
const weather: AlertWordBook['weather'] = {
  badge: { 2: 'ちゅういほう', 3: 'けいほう', 4: 'けいほう', 5: 'とくべつ けいほう' },
  actions: {
    snow: 'ゆき が たくさん ふって います。そと に でない で ください。くるま や やね の ゆき に きを つけて ください',
    storm: 'かぜ と なみ が とても つよい です。そと に でない で ください',
  },
}

const quake: AlertWordBook['quake'] = {
  badge: 'じしん',
  name: (intensity, atLeast) =>
    `しんど ${INTENSITY[intensity]}${atLeast ? ' より つよい' : ''} の じしん`,
  action:
    'つよい ゆれ に きを つけて、あたま を まもって ください。また ゆれる かもしれません（よしん）',
}

export type EasyJapaneseBook = AlertWordBook & {
  issuedAt: (time: string) => string
  area: (name: string) => string
  map: string
  lead: string
}

export const easyJapanese: EasyJapaneseBook = {
  level: (level) => `レベル${level}`,
  title,
  actions: {
    5: 'いのち が あぶない です。すぐ に いちばん あんぜん な ところ へ いって ください',
    4: 'あぶない ところ から にげて ください（みんな）',
    3: 'としより や からだ の ふじゆう な 人 は、あぶない ところ から にげて ください',
    2: 'にげる ところ と みち を たしかめて ください',
    1: 'さいがい に きを つけて ください',
  },
  tsunami,
  quake,
  weather,
  issuedAt: (time) => `${time} に でました`,
  area: (name) => `ばしょ：${name}`,
  map: 'ひなんじょ と ちず',
  lead: 'この まち の けいほう と ひなん の じょうほう です。レベル4 に なる まえ に、あぶない ところ から にげて ください。',
}
