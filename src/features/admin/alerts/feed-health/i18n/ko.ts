import type { FeedHealthMessages } from './ja'

const ko: FeedHealthMessages = {
  title: '기상청 정보 수신 상태',
  states: {
    healthy: '수신 중',
    backing_off: '재시도 중',
    down: '수신되지 않음',
    unknown: '아직 수신 전',
  },
  leads: {
    healthy: '기상청 방재 정보 XML을 매분 확인하고 있습니다.',
    backing_off: '수신에 실패하고 있습니다. 간격을 두고 자동으로 재시도합니다.',
    down: '10분 이상 수신되지 않았습니다. 직원 단말기와 이메일로 알렸습니다. 경보는 기상청 발표도 확인해 주세요. 마을의 피난 정보는 아래 양식으로 발령할 수 있습니다.',
    unknown: '아직 한 번도 수신하지 않았습니다. 몇 분이 지나도 바뀌지 않으면 설정을 확인해 주세요.',
  },
  feeds: {
    extra: '기상 경보·주의보 등',
    eqvol: '지진·쓰나미·화산',
  },
  lastRead: '마지막 수신',
  never: '기록 없음',
  failures: (count: number) => `${count}회 연속 실패`,
  retryAt: (time: string) => `다음 재시도 ${time}`,
  lastTelegram: '마지막으로 반영한 전문',
  lastTelegramAt: (received: string) => `${received} 수신`,
  noTelegram: '아직 없습니다',
  loadFailed: '수신 상태를 불러오지 못했습니다.',
}

export default ko
