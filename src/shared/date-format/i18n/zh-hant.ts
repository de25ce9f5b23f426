import { cjkStyle, clock24Padded } from '../style'

/** 11月4日(週三) 14:00–16:00; 2027年1月7日(週四); 17:00–隔日02:00. */
export default cjkStyle({
  weekdays: ['週日', '週一', '週二', '週三', '週四', '週五', '週六'],
  spaced: false,
  time: clock24Padded,
  sameDayDash: '–',
  dash: ' – ',
  nextDay: (time) => `隔日${time}`,
})
