import { type Intensity, tsunamiGrade } from '../../../shared/alert-levels'
import type { AlertWordBook } from '../../../shared/alert-words'
import type { AlertKind, AlertLevel } from '../../../shared/api/alerts'
import type { AlertMessages } from './ja'

// The level names and actions follow the English of the Cabinet Office's evacuation information
// and JMA's warning names (Emergency Warning for 特別警報).

const grades: Record<AlertLevel, string> = {
  5: 'Emergency Warning',
  4: 'Danger Warning',
  3: 'Warning',
  2: 'Advisory',
  1: 'Early Warning Information',
}
const kinds: Record<AlertKind, string> = {
  heavy_rain: 'Heavy Rain',
  sediment: 'Landslide',
  flood: 'River Flood',
  storm_surge: 'Storm Surge',
  tsunami: 'Tsunami',
  earthquake: 'Earthquake',
  storm: 'Storm',
  snow: 'Heavy Snow',
  evacuation_order: 'Evacuation Instruction',
  elderly_evacuation: 'Evacuation of Elderly People, etc.',
}

const INTENSITY: Record<Intensity, string> = {
  '4': '4',
  '5弱': '5 Lower',
  '5強': '5 Upper',
  '6弱': '6 Lower',
  '6強': '6 Upper',
  '7': '7',
}

const tsunami: AlertWordBook['tsunami'] = {
  badge: 'Tsunami',
  names: {
    major: 'Major Tsunami Warning',
    warning: 'Tsunami Warning',
    advisory: 'Tsunami Advisory',
  },
  actions: {
    advisory: 'If you are in the sea, get out of the water now and move away from the coast',
    evacuate:
      'If you are on the coast or by a river, evacuate now to high ground or a tsunami evacuation building',
  },
}

/** 大雪 and 暴風・波浪 are JMA warnings outside the 警戒レベル: their grade, and what to do. */
const weather: AlertWordBook['weather'] = {
  badge: { 2: 'Advisory', 3: 'Warning', 4: 'Warning', 5: 'Emergency' },
  actions: {
    snow: 'Stay in unless you must go out; watch for stranded cars, snow sliding off roofs and avalanches',
    storm: 'Beware of violent winds and high waves, and stay in unless you must go out',
  },
}

const quake: AlertWordBook['quake'] = {
  badge: 'Earthquake',
  name: (intensity, atLeast) =>
    `Seismic intensity ${INTENSITY[intensity]}${atLeast ? ' or more' : ''}`,
  action: 'Watch out for strong shaking and protect yourself. Be ready for aftershocks',
}

function title(kind: AlertKind, level: AlertLevel): string {
  if (kind === 'evacuation_order' || kind === 'elderly_evacuation') {
    return level >= 5 ? 'Emergency Safety Measures' : kinds[kind]
  }
  if (kind === 'tsunami') return tsunami.names[tsunamiGrade(level)]
  if (kind === 'earthquake') return 'Earthquake Information'
  return `${kinds[kind]} ${grades[level]}`
}

const en: AlertMessages = {
  level: (level) => `Alert Level ${level}`,
  actions: {
    5: 'Danger to life: secure your safety immediately!',
    4: 'Everyone evacuate from dangerous places',
    3: 'Elderly people, etc. evacuate from dangerous places',
    2: 'Check your own evacuation plan',
    1: 'Be prepared for disasters',
  },
  kinds,
  title,
  tsunami,
  quake,
  weather,
  issuedAt: (time) => `Issued ${time}`,
  liftedAt: (time) => `Lifted ${time}`,
  area: (name) => `Area: ${name}`,
  banner: {
    label: 'Warnings and evacuation information in force',
    map: 'Shelters and map',
    more: (count) => `+${count} more`,
    stale: (time) => `As of ${time} (offline)`,
  },
  easy: {
    toggle: 'Easy Japanese (やさしい日本語)',
    toggleOn: 'Back to standard Japanese',
  },
  speech: {
    start: 'Read aloud',
    stop: 'Stop reading',
    none: 'No warnings or evacuation information are in force now.',
    line: (name, action) => `${name}. ${action}.`,
  },
  headline: {
    machine: 'Machine translation',
    original: 'Original (Japanese)',
  },
  page: {
    title: 'Warnings and evacuation information',
    lead: 'Warnings the Japan Meteorological Agency has issued for this town, and the town’s own evacuation information. By Alert Level 4, leave dangerous places.',
    now: 'In force',
    none: 'No warnings or evacuation information are in force now.',
    history: 'Earlier information',
    noHistory: 'Nothing recorded yet.',
    more: 'Show more',
    loadFailed: 'The information could not be loaded. Check your connection and try again.',
    retry: 'Try again',
    checkedAt: (time) => `JMA information checked at ${time}`,
    source: { jma: 'Japan Meteorological Agency', town: 'The town' },
    lifted: 'Lifted',
    shelters: (count) => `${count} ${count === 1 ? 'shelter' : 'shelters'} opened`,
    notOfficial:
      'This page relays what JMA and the town announce. Also check TV, radio and the town’s emergency broadcasts for the latest.',
  },
  map: {
    title: (warning) => `${warning}: where to go`,
    nearest: (fromHere) =>
      `Nearest shelter (${fromHere ? 'from where you are' : 'from the map centre'})`,
    route: (name) => `Walk to ${name}`,
    distance: (metres) =>
      metres < 1000
        ? `${Math.round(metres / 10) * 10}\u00a0m`
        : `${(metres / 1000).toFixed(1)}\u00a0km`,
    walk: (minutes, distance) =>
      `About ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} on foot (${distance} straight)`,
    none: 'No shelter suited to this hazard was found nearby.',
    opened: 'Shelters the town has opened',
    newTab: ' (opens your maps app)',
  },
  steps: {
    label: 'What happened',
    lifted: 'Lifted',
  },
  mark: {
    label: 'See the warnings and advisories in force',
    advisories: (count) => `${count} ${count === 1 ? 'advisory' : 'advisories'} in force`,
    inForce: (count) => `${count} ${count === 1 ? 'warning' : 'warnings and advisories'} in force`,
  },
  home: {
    nearestFromTown: 'Nearest shelter (from the town centre)',
    locate: 'Find from where I am',
    locating: 'Finding where you are…',
    hazardMap: 'Open the hazard map',
  },
}

export default en
