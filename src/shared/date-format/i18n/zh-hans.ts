import { cjkStyle, clock24Padded } from '../style'

/** 11月4日(周三) 14:00–16:00; 2027年1月7日(周四); 17:00–次日02:00. */
export default cjkStyle({
  weekdays: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
  spaced: false,
  time: clock24Padded,
  sameDayDash: '–',
  dash: ' – ',
  nextDay: (time) => `次日${time}`,
})
