import type { AboutMessages } from './ja'

export default {
  about: {
    title: 'jimoto 소개',
    lead: 'jimoto는 동네에 사는 사람과 찾아온 사람이 동네의 “지금”을 함께 나누는 커뮤니티 앱입니다.',
    whatTitle: '할 수 있는 일',
    what: [
      '타임라인과 갤러리에서 동네 게시물, 이벤트, 쿠폰 보기',
      '지도에서 가게, 이벤트 공연장, 대피소 위치 확인하기',
      '공연장별 타임테이블과 출연 아티스트 확인하기',
      '스탬프 랠리에 참여해 동네 둘러보기',
      '즐겨찾기에 저장해 두고 나중에 다시 보기',
    ],
    languagesTitle: '해외에서 오신 분들께',
    languages:
      '영어, 한국어, 중국어(간체·번체) 사이트에서는 게시물을 기계 번역으로 읽을 수 있습니다. 번역이 없는 경우에는 원문을 표시합니다.',
    operatorTitle: '운영',
    contact: '문의',
  },
} satisfies AboutMessages
