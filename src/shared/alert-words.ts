import {
  type Intensity,
  intensityOf,
  type TsunamiGrade,
  tsunamiGrade,
  usesAlertLevel,
} from './alert-levels'
import type { Alert, AlertKind, AlertLevel } from './api/alerts'

// How a warning is worded, written once for the SPA's banner and warnings page, the edge's banner
// (worker/pages/alert-banner.ts) and the push (worker/alerts/push-text.ts): each reads its words
// from a word book (src/features/alerts/i18n/<lang>.ts, or the easy Japanese one) and lets this
// decide which of them a warning takes. A warning on the 警戒レベル scale shows its level and that
// level's action; a tsunami its JMA name and JMA's action; an earthquake its 震度; 大雪 and
// 暴風・波浪 their JMA grade (注意報, 警報, 特別警報) and their own action.

/** The words one language (or easy Japanese) gives for every kind of warning. */
export interface AlertWordBook {
  /** The 警戒レベル badge: 警戒レベル4 / Alert Level 4. */
  level: (level: number) => string
  /** The name of a warning on the 警戒レベル scale: 大雨危険警報, 避難指示. */
  title: (kind: AlertKind, level: AlertLevel) => string
  /** What everyone should do at each 警戒レベル (the government's wording). */
  actions: Record<AlertLevel, string>
  tsunami: {
    /** The badge instead of a level: 津波. */
    badge: string
    names: Record<TsunamiGrade, string>
    /** JMA's actions: out of the sea (注意報); to high ground (警報, 大津波警報). */
    actions: { advisory: string; evacuate: string }
  }
  /** 大雪 and 暴風・波浪: a JMA grade badge (注意報, 警報, 特別警報) and their own action. */
  weather: {
    badge: Record<2 | 3 | 4 | 5, string>
    actions: Record<WeatherKind, string>
  }
  quake: {
    badge: string
    /** 震度6弱, or 震度6弱以上 when only the least is known. */
    name: (intensity: Intensity, atLeast: boolean) => string
    /** The shaking, then aftershocks. */
    action: string
  }
}

export interface AlertWords {
  /** The box before the name: the 警戒レベル, or the scale's own word (津波, 地震). */
  badge: string
  name: string
  action: string
}

type Worded = Pick<Alert, 'kind' | 'level' | 'headline'>

/** Weather warnings JMA issues outside the 警戒レベル (their 警報 is not a レベル3). */
export type WeatherKind = 'snow' | 'storm'
const isWeatherKind = (kind: AlertKind): kind is WeatherKind => kind === 'snow' || kind === 'storm'

/** The badge, name and action a warning is shown with in `book`'s language. */
export function alertWords(book: AlertWordBook, alert: Worded): AlertWords {
  if (alert.kind === 'tsunami') {
    const grade = tsunamiGrade(alert.level)
    return {
      badge: book.tsunami.badge,
      name: book.tsunami.names[grade],
      action: book.tsunami.actions[grade === 'advisory' ? 'advisory' : 'evacuate'],
    }
  }
  const quake = intensityOf(alert)
  if (quake) {
    return {
      badge: book.quake.badge,
      name: book.quake.name(quake.intensity, quake.atLeast),
      action: book.quake.action,
    }
  }
  if (isWeatherKind(alert.kind)) {
    const grade = Math.max(2, alert.level) as 2 | 3 | 4 | 5
    return {
      badge: book.weather.badge[grade],
      name: book.title(alert.kind, alert.level),
      // A 特別警報 asks what レベル5 asks: the safest place now.
      action: alert.level >= 5 ? book.actions[5] : book.weather.actions[alert.kind],
    }
  }
  return {
    badge: usesAlertLevel(alert.kind) ? book.level(alert.level) : '',
    name: book.title(alert.kind, alert.level),
    action: book.actions[alert.level],
  }
}
