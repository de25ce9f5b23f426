import { type Intensity, tsunamiGrade } from '../../../shared/alert-levels'
import type { AlertWordBook } from '../../../shared/alert-words'
import type { AlertKind, AlertLevel } from '../../../shared/api/alerts'
import type { AlertMessages } from './ja'

const grades: Record<AlertLevel, string> = {
  5: '특별경보',
  4: '위험경보',
  3: '경보',
  2: '주의보',
  1: '조기 주의 정보',
}
const kinds: Record<AlertKind, string> = {
  heavy_rain: '호우',
  sediment: '토사 재해',
  flood: '범람',
  storm_surge: '해일',
  tsunami: '쓰나미',
  earthquake: '지진',
  storm: '폭풍·파랑 등',
  snow: '대설',
  evacuation_order: '대피 지시',
  elderly_evacuation: '고령자 등 대피',
}

const INTENSITY: Record<Intensity, string> = {
  '4': '4',
  '5弱': '5약',
  '5強': '5강',
  '6弱': '6약',
  '6強': '6강',
  '7': '7',
}

const tsunami: AlertWordBook['tsunami'] = {
  badge: '쓰나미',
  names: { major: '대형 쓰나미 경보', warning: '쓰나미 경보', advisory: '쓰나미 주의보' },
  actions: {
    advisory: '바다에 있는 사람은 즉시 바다에서 나와 해안에서 멀리 떨어지세요',
    evacuate: '해안이나 강가에 있는 사람은 즉시 고지대나 피난 빌딩 등 안전한 곳으로 대피하세요',
  },
}

/** 大雪 and 暴風・波浪 are JMA warnings outside the 警戒レベル: their grade, and what to do. */
const weather: AlertWordBook['weather'] = {
  badge: { 2: '주의보', 3: '경보', 4: '경보', 5: '특별경보' },
  actions: {
    snow: '불필요한 외출을 삼가고, 차량 고립과 지붕 낙설, 눈사태에 주의하세요',
    storm: '폭풍과 높은 파도에 경계하고, 불필요한 외출을 삼가세요',
  },
}

const quake: AlertWordBook['quake'] = {
  badge: '지진',
  name: (intensity, atLeast) => `진도 ${INTENSITY[intensity]}${atLeast ? ' 이상' : ''}`,
  action: '강한 흔들림에 주의하고 몸의 안전을 확보하세요. 여진에도 주의하세요',
}

function title(kind: AlertKind, level: AlertLevel): string {
  if (kind === 'evacuation_order' || kind === 'elderly_evacuation') {
    return level >= 5 ? '긴급 안전 확보' : kinds[kind]
  }
  if (kind === 'tsunami') return tsunami.names[tsunamiGrade(level)]
  if (kind === 'earthquake') return '지진 정보'
  return `${kinds[kind]} ${grades[level]}`
}

const ko: AlertMessages = {
  level: (level) => `경계 레벨 ${level}`,
  actions: {
    5: '생명이 위험합니다. 즉시 안전을 확보하세요!',
    4: '위험한 장소에서 전원 대피',
    3: '위험한 장소에서 고령자 등은 대피',
    2: '스스로의 대피 행동을 확인',
    1: '재해에 대한 마음의 준비를 높이기',
  },
  kinds,
  title,
  tsunami,
  quake,
  weather,
  issuedAt: (time) => `${time} 발표`,
  liftedAt: (time) => `${time} 해제`,
  area: (name) => `대상: ${name}`,
  banner: {
    label: '발표 중인 경보·대피 정보',
    map: '대피소와 지도',
    more: (count) => `외 ${count}건`,
    stale: (time) => `${time} 시점의 정보(오프라인)`,
  },
  easy: {
    toggle: '쉬운 일본어(やさしい日本語)',
    toggleOn: '보통 일본어로 돌아가기',
  },
  speech: {
    start: '소리 내어 읽기',
    stop: '읽기 멈추기',
    none: '현재 발표 중인 경보·대피 정보가 없습니다.',
    line: (name, action) => `${name}. ${action}.`,
  },
  headline: {
    machine: '기계 번역',
    original: '원문(일본어)',
  },
  page: {
    title: '경보·대피 정보',
    lead: '이 지역에 일본 기상청이 발표한 경보와 지자체가 낸 대피 정보입니다. 경계 레벨 4까지 위험한 장소에서 대피하세요.',
    now: '발표 중',
    none: '현재 발표 중인 경보·대피 정보가 없습니다.',
    history: '지난 정보',
    noHistory: '아직 기록이 없습니다.',
    more: '더 보기',
    loadFailed: '정보를 불러오지 못했습니다. 연결을 확인하고 다시 시도해 주세요.',
    retry: '다시 불러오기',
    checkedAt: (time) => `기상청 정보를 ${time}에 확인`,
    source: { jma: '일본 기상청', town: '지자체' },
    lifted: '해제됨',
    shelters: (count) => `개설된 대피소 ${count}곳`,
    notOfficial:
      '이 화면은 기상청과 지자체의 발표를 전하는 것입니다. 최신 정보는 TV·라디오·지역 방재 무선으로도 확인하세요.',
  },
  map: {
    title: (warning) => `${warning}: 대피할 곳`,
    nearest: (fromHere) => `가장 가까운 대피소(${fromHere ? '현재 위치에서' : '지도 중심에서'})`,
    route: (name) => `${name}까지 걸어가기`,
    distance: (metres) =>
      metres < 1000 ? `${Math.round(metres / 10) * 10}m` : `${(metres / 1000).toFixed(1)}km`,
    walk: (minutes, distance) => `도보 약 ${minutes}분(직선 ${distance})`,
    none: '이 재해에 맞는 대피소를 근처에서 찾지 못했습니다.',
    opened: '지자체가 개설한 대피소',
    newTab: '(지도 앱이 열립니다)',
  },
  steps: {
    label: '경과',
    lifted: '해제',
  },
  mark: {
    label: '발표 중인 경보·주의보 보기',
    advisories: (count) => `주의보 ${count}건`,
    inForce: (count) => `경보·주의보 등 ${count}건`,
  },
  home: {
    nearestFromTown: '가장 가까운 대피소(마을 중심에서)',
    locate: '현재 위치에서 찾기',
    locating: '현재 위치를 확인하는 중…',
    hazardMap: '해저드 맵 열기',
  },
}

export default ko
