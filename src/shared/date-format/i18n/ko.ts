import { cjkStyle, clock24 } from '../style'

/** 11월 4일 (수) 14:00~16:00; 2027년 1월 7일 (목); 17:00~다음 날 2:00. */
export default cjkStyle({
  weekdays: [...'일월화수목금토'],
  spaced: true,
  time: clock24,
  sameDayDash: '~',
  dash: ' ~ ',
  nextDay: (time) => `다음 날 ${time}`,
})
