import type { EventsMessages } from './ja'

export default {
  eventAuth: {
    title: '이벤트 주최자 인증',
    lead: '이벤트 주최자로 인증을 받으면 이벤트 일정, 공연장, 출연자를 등록할 수 있게 됩니다.',
  },
  eventUpload: {
    title: '이벤트 등록',
    lead: '주최하는 이벤트의 일정·공연장·출연자·타임테이블을 등록하는 페이지입니다.',
  },
} satisfies EventsMessages
