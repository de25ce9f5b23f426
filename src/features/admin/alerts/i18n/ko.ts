import type { TownOrderMessages } from './ja'

const ko: TownOrderMessages = {
  title: '대피 정보(지자체 발령)',
  lead: '지자체가 내는 ‘대피 지시’와 ‘고령자 등 대피’를 발령·해제합니다. 발령하면 모든 페이지 상단에 표시되고 등록된 기기에 알림이 갑니다. 발령과 해제는 기록됩니다.',
  kind: '종류',
  kinds: {
    evacuation_order: '대피 지시(경계 레벨 4)',
    elderly_evacuation: '고령자 등 대피(경계 레벨 3)',
  },
  area: '대상 지역',
  areaHint: '지자체 발표와 같은 표기로(일본어). 100자까지.',
  note: '안내문',
  noteHint: '500자까지.',
  shelters: '개설한 대피소',
  sheltersHint: (count) => `1~50곳을 선택하세요(${count}곳 선택됨).`,
  sheltersLoading: '대피소를 불러오는 중…',
  sheltersFailed: '대피소 목록을 불러오지 못했습니다.',
  noShelters: '대피소 데이터가 없습니다. 먼저 ‘대피소 데이터 갱신’에서 가져오세요.',
  submit: '발령하기',
  sending: '발령 중…',
  issued: (title) => `‘${title}’을(를) 발령했습니다.`,
  failed: '발령하지 못했습니다.',
  errors: {
    area: '대상 지역을 입력하세요(100자까지).',
    note: '안내문은 500자까지입니다.',
    shelters: '개설한 대피소를 1~50곳 선택하세요.',
  },
  inForce: '발령 중인 지자체 대피 정보',
  noneInForce: '현재 발령 중인 지자체 대피 정보가 없습니다.',
  lift: '해제하기',
  liftNamed: (title, area) => `‘${title}(${area})’ 해제하기`,
  lifted: '해제했습니다.',
  liftFailed: '해제하지 못했습니다.',
  drill: {
    title: '훈련',
    lead: '기상청 정보 대신 훈련용 전문을 차례로 보냅니다(개발·검증 환경에서만). 주의보 → 경보 → 위험경보 → 해제 순으로 누르세요.',
    steps: {
      advisory: '주의보',
      warning: '경보',
      danger: '위험경보',
      lift: '해제',
    },
    run: (step) => `훈련: ${step} 보내기`,
    done: (step) => `훈련 ‘${step}’을(를) 보냈습니다.`,
    failed: '훈련을 실행하지 못했습니다.',
  },
}

export default ko
