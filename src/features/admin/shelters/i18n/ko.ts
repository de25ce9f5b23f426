import type { ShelterUploadMessages } from './ja'

export default {
  title: '대피소 데이터 갱신',
  lead: '국토지리원의 ‘지정 긴급 대피 장소 데이터’(mergeFromCity_2.csv) 또는 ‘지정 대피소 데이터’(mergeFromCity_1.csv)를 내려받은 그대로 선택하세요. 전국판 파일이라도 이 마을의 행만 가져옵니다. 가져오면 해당 종류의 대피소가 파일 내용으로 바뀝니다.',
  file: 'CSV 파일',
  choose: '파일 선택',
  noFile: '선택한 파일이 없습니다',
  chosen: (name: string, size: string) => `${name} (${size})`,
  submit: '가져오기',
  sending: (percent: number, sent: string, total: string) =>
    `보내는 중 ${percent}% (${sent} / ${total})`,
  processing: '마을의 행을 가져오는 중…',
  done: '가져왔습니다.',
  failed: '가져오지 못했습니다.',
  problemLine: (line: number, message: string) => `${line}행: ${message}`,
  kinds: { emergency: '지정 긴급 대피 장소', evacuation: '지정 대피소' },
  summary: {
    kind: '종류',
    read: '읽은 행',
    kept: '가져온 행(이 마을)',
    otherTowns: '다른 시정촌의 행',
    outsideArea: '마을 범위 밖의 행',
    added: '추가',
    updated: '갱신',
    removed: '삭제',
    merged: '두 파일에 모두 있는 시설',
  },
  rows: (count: string) => `${count}행`,
  places: (count: string) => `${count}곳`,
  history: '가져오기 기록',
  noHistory: '아직 가져오기 기록이 없습니다.',
  historyEntry: (file: string, kind: string, kept: string, actor: string) =>
    `${file}(${kind}): ${kept}곳 — ${actor}`,
  unknownActor: '탈퇴한 계정',
  loadFailed: '가져오기 기록을 표시하지 못했습니다.',
} satisfies ShelterUploadMessages
