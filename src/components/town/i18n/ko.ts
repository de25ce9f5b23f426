import type { TownComponentMessages } from './ja'

// The town's LINE account button: kept out of the shared components' catalog.

const ko: TownComponentMessages = {
  lineFriend: {
    lead: '마을의 LINE 공식 계정에서도 공지와 대피 정보를 받을 수 있습니다.',
    add: 'LINE 친구 추가',
    newTab: '(LINE이 열립니다)',
  },
}

export default ko
