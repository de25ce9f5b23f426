import { type Intensity, tsunamiGrade } from '../../../shared/alert-levels'
import type { AlertWordBook } from '../../../shared/alert-words'
import type { AlertKind, AlertLevel } from '../../../shared/api/alerts'
import type { AlertMessages } from './ja'

const grades: Record<AlertLevel, string> = {
  5: '特別警報',
  4: '危險警報',
  3: '警報',
  2: '注意報',
  1: '早期注意資訊',
}
const kinds: Record<AlertKind, string> = {
  heavy_rain: '大雨',
  sediment: '土石災害',
  flood: '河川氾濫',
  storm_surge: '暴潮',
  tsunami: '海嘯',
  earthquake: '地震',
  storm: '暴風・大浪等',
  snow: '大雪',
  evacuation_order: '避難指示',
  elderly_evacuation: '高齡者等避難',
}

const INTENSITY: Record<Intensity, string> = {
  '4': '4',
  '5弱': '5弱',
  '5強': '5強',
  '6弱': '6弱',
  '6強': '6強',
  '7': '7',
}

const tsunami: AlertWordBook['tsunami'] = {
  badge: '海嘯',
  names: { major: '大海嘯警報', warning: '海嘯警報', advisory: '海嘯注意報' },
  actions: {
    advisory: '在海中的人請立即上岸，並遠離海岸',
    evacuate: '在沿海或河邊的人請立即前往高地或海嘯避難大樓等安全場所避難',
  },
}

/** 大雪 and 暴風・波浪 are JMA warnings outside the 警戒レベル: their grade, and what to do. */
const weather: AlertWordBook['weather'] = {
  badge: { 2: '注意報', 3: '警報', 4: '警報', 5: '特別警報' },
  actions: {
    snow: '請避免不必要的外出，注意車輛受困、屋頂落雪與雪崩',
    storm: '請警惕暴風與巨浪，避免不必要的外出',
  },
}

const quake: AlertWordBook['quake'] = {
  badge: '地震',
  name: (intensity, atLeast) => `震度${INTENSITY[intensity]}${atLeast ? '以上' : ''}`,
  action: '請注意強烈搖晃，確保自身安全。也請注意餘震',
}

function title(kind: AlertKind, level: AlertLevel): string {
  if (kind === 'evacuation_order' || kind === 'elderly_evacuation') {
    return level >= 5 ? '緊急確保安全' : kinds[kind]
  }
  if (kind === 'tsunami') return tsunami.names[tsunamiGrade(level)]
  if (kind === 'earthquake') return '地震資訊'
  return `${kinds[kind]}${grades[level]}`
}

const zhHant: AlertMessages = {
  level: (level) => `警戒等級${level}`,
  actions: {
    5: '生命危險 請立即確保安全！',
    4: '所有人從危險場所避難',
    3: '高齡者等從危險場所避難',
    2: '確認自己的避難行動',
    1: '提高防災意識',
  },
  kinds,
  title,
  tsunami,
  quake,
  weather,
  issuedAt: (time) => `${time} 發布`,
  liftedAt: (time) => `${time} 解除`,
  area: (name) => `對象地區：${name}`,
  banner: {
    label: '發布中的警報・避難資訊',
    map: '避難所與地圖',
    more: (count) => `另有${count}則`,
    stale: (time) => `${time} 的資訊（無法連線）`,
  },
  easy: {
    toggle: '簡明日語（やさしい日本語）',
    toggleOn: '改回一般日語',
  },
  speech: {
    start: '朗讀',
    stop: '停止朗讀',
    none: '目前沒有發布中的警報與避難資訊。',
    line: (name, action) => `${name}。${action}。`,
  },
  headline: {
    machine: '機器翻譯',
    original: '原文（日語）',
  },
  page: {
    title: '警報・避難資訊',
    lead: '日本氣象廳對本地發布的警報，以及地方政府發布的避難資訊。請在警戒等級4之前從危險場所避難。',
    now: '發布中',
    none: '目前沒有發布中的警報或避難資訊。',
    history: '過去的資訊',
    noHistory: '尚無紀錄。',
    more: '顯示更多',
    loadFailed: '無法讀取資訊。請確認網路連線後再試一次。',
    retry: '重新讀取',
    checkedAt: (time) => `已於 ${time} 確認氣象廳資訊`,
    source: { jma: '日本氣象廳', town: '地方政府' },
    lifted: '已解除',
    shelters: (count) => `已開設的避難所 ${count}處`,
    notOfficial:
      '本頁面轉達氣象廳與地方政府的發布內容。最新資訊也請透過電視、廣播與地方防災廣播確認。',
  },
  map: {
    title: (warning) => `${warning}：避難去處`,
    nearest: (fromHere) => `最近的避難所（${fromHere ? '距目前位置' : '距地圖中心'}）`,
    route: (name) => `步行前往${name}`,
    distance: (metres) =>
      metres < 1000 ? `${Math.round(metres / 10) * 10}公尺` : `${(metres / 1000).toFixed(1)}公里`,
    walk: (minutes, distance) => `步行約${minutes}分鐘（直線${distance}）`,
    none: '附近找不到適合這種災害的避難所。',
    opened: '地方政府已開設的避難所',
    newTab: '（將開啟地圖應用程式）',
  },
  steps: {
    label: '經過',
    lifted: '解除',
  },
  mark: {
    label: '查看正在發布的警報和注意報',
    advisories: (count) => `注意報 ${count} 則`,
    inForce: (count) => `警報、注意報等 ${count} 則`,
  },
  home: {
    nearestFromTown: '最近的避難所（距鎮中心）',
    locate: '從目前位置查找',
    locating: '正在確認目前位置…',
    hazardMap: '開啟災害風險地圖',
  },
}

export default zhHant
