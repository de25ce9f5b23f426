import { type Intensity, tsunamiGrade } from '../../../shared/alert-levels'
import type { AlertWordBook } from '../../../shared/alert-words'
import type { AlertKind, AlertLevel } from '../../../shared/api/alerts'
import type { AlertMessages } from './ja'

const grades: Record<AlertLevel, string> = {
  5: '特别警报',
  4: '危险警报',
  3: '警报',
  2: '注意报',
  1: '早期注意信息',
}
const kinds: Record<AlertKind, string> = {
  heavy_rain: '暴雨',
  sediment: '泥石流・山崩',
  flood: '河流泛滥',
  storm_surge: '风暴潮',
  tsunami: '海啸',
  earthquake: '地震',
  storm: '暴风・大浪等',
  snow: '大雪',
  evacuation_order: '避难指示',
  elderly_evacuation: '老年人等避难',
}

const INTENSITY: Record<Intensity, string> = {
  '4': '4',
  '5弱': '5弱',
  '5強': '5强',
  '6弱': '6弱',
  '6強': '6强',
  '7': '7',
}

const tsunami: AlertWordBook['tsunami'] = {
  badge: '海啸',
  names: { major: '大海啸警报', warning: '海啸警报', advisory: '海啸注意报' },
  actions: {
    advisory: '在海中的人请立即上岸，并远离海岸',
    evacuate: '在沿海或河边的人请立即前往高地或海啸避难大楼等安全场所避难',
  },
}

/** 大雪 and 暴風・波浪 are JMA warnings outside the 警戒レベル: their grade, and what to do. */
const weather: AlertWordBook['weather'] = {
  badge: { 2: '注意报', 3: '警报', 4: '警报', 5: '特别警报' },
  actions: {
    snow: '请避免不必要的外出，注意车辆被困、屋顶落雪和雪崩',
    storm: '请警惕暴风和巨浪，避免不必要的外出',
  },
}

const quake: AlertWordBook['quake'] = {
  badge: '地震',
  name: (intensity, atLeast) => `震度${INTENSITY[intensity]}${atLeast ? '以上' : ''}`,
  action: '请注意强烈摇晃，确保自身安全。也请注意余震',
}

function title(kind: AlertKind, level: AlertLevel): string {
  if (kind === 'evacuation_order' || kind === 'elderly_evacuation') {
    return level >= 5 ? '紧急确保安全' : kinds[kind]
  }
  if (kind === 'tsunami') return tsunami.names[tsunamiGrade(level)]
  if (kind === 'earthquake') return '地震信息'
  return `${kinds[kind]}${grades[level]}`
}

const zhHans: AlertMessages = {
  level: (level) => `警戒等级${level}`,
  actions: {
    5: '生命危险 请立即确保安全！',
    4: '所有人从危险场所避难',
    3: '老年人等从危险场所避难',
    2: '确认自己的避难行动',
    1: '提高防灾意识',
  },
  kinds,
  title,
  tsunami,
  quake,
  weather,
  issuedAt: (time) => `${time} 发布`,
  liftedAt: (time) => `${time} 解除`,
  area: (name) => `对象地区：${name}`,
  banner: {
    label: '正在发布的警报・避难信息',
    map: '避难所和地图',
    more: (count) => `另有${count}条`,
    stale: (time) => `${time} 的信息（无法联网）`,
  },
  easy: {
    toggle: '简明日语（やさしい日本語）',
    toggleOn: '改回普通日语',
  },
  speech: {
    start: '朗读',
    stop: '停止朗读',
    none: '目前没有发布中的警报和避难信息。',
    line: (name, action) => `${name}。${action}。`,
  },
  headline: {
    machine: '机器翻译',
    original: '原文（日语）',
  },
  page: {
    title: '警报・避难信息',
    lead: '日本气象厅对本地发布的警报，以及本地政府发布的避难信息。请在警戒等级4之前从危险场所避难。',
    now: '正在发布',
    none: '目前没有正在发布的警报或避难信息。',
    history: '以往的信息',
    noHistory: '还没有记录。',
    more: '显示更多',
    loadFailed: '无法读取信息。请检查网络后重试。',
    retry: '重新读取',
    checkedAt: (time) => `已于 ${time} 确认气象厅信息`,
    source: { jma: '日本气象厅', town: '本地政府' },
    lifted: '已解除',
    shelters: (count) => `已开设的避难所 ${count}处`,
    notOfficial:
      '本页面转达气象厅和本地政府的发布内容。最新信息也请通过电视、广播和本地防灾广播确认。',
  },
  map: {
    title: (warning) => `${warning}：避难去处`,
    nearest: (fromHere) => `最近的避难所（${fromHere ? '距当前位置' : '距地图中心'}）`,
    route: (name) => `步行前往${name}`,
    distance: (metres) =>
      metres < 1000 ? `${Math.round(metres / 10) * 10}米` : `${(metres / 1000).toFixed(1)}公里`,
    walk: (minutes, distance) => `步行约${minutes}分钟（直线${distance}）`,
    none: '附近没有找到适合这种灾害的避难所。',
    opened: '本地政府已开设的避难所',
    newTab: '（将打开地图应用）',
  },
  steps: {
    label: '经过',
    lifted: '解除',
  },
  mark: {
    label: '查看正在发布的警报和注意报',
    advisories: (count) => `注意报 ${count} 条`,
    inForce: (count) => `警报、注意报等 ${count} 条`,
  },
  home: {
    nearestFromTown: '最近的避难所（距镇中心）',
    locate: '从当前位置查找',
    locating: '正在确认当前位置…',
    hazardMap: '打开灾害风险地图',
  },
}

export default zhHans
