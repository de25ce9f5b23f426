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
// level's action; a tsunami its JMA name and JMA's action; an earthquake its 震度.

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
  return {
    badge: usesAlertLevel(alert.kind) ? book.level(alert.level) : '',
    name: book.title(alert.kind, alert.level),
    action: book.actions[alert.level],
  }
}
