import { cjkStyle, clock24 } from '../style'

/** 11月4日(水) 14:00〜16:00; 2027年1月7日(木); 17:00〜翌2:00. */
export default cjkStyle({
  weekdays: [...'日月火水木金土'],
  spaced: false,
  time: clock24,
  sameDayDash: '〜',
  dash: '〜',
  nextDay: (time) => `翌${time}`,
})
