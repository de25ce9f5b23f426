import type { PlacesMessages } from './ja'

const missing = {
  loadErrorTitle: '无法加载',
  loadErrorBody: '请检查网络连接后重试。',
  toTimeline: '返回时间线',
  retry: '重新加载',
}

const zhHans: PlacesMessages = {
  venues: {
    title: '场馆·时间表',
    lead: '镇上的礼堂、Live House 和露天舞台。可查看各场馆的演出安排和交通方式。',
    empty: '暂无场馆。',
  },
  artists: { title: '艺人', lead: '登上小镇舞台的艺人及其下一场演出。', empty: '暂无艺人。' },
  restaurants: {
    title: '美食',
    lead: '按菜系和是否营业查找当地餐厅。',
    genreFilter: '按菜系筛选',
    allGenres: '全部',
    openNowOnly: '只显示营业中的店',
    empty: '没有符合条件的店。',
    emptyOpen: '现在没有营业中的店。取消筛选即可显示所有店铺。',
  },
  list: {
    errorTitle: '无法加载',
    errorBody: '请检查网络连接后重试。',
    retry: '重新加载',
    more: '查看更多',
  },
  place: {
    ...missing,
    notFoundTitle: '找不到该地点',
    notFoundBody: '请确认网址是否正确。信息可能已下架。',
    info: '基本信息',
    address: '地址',
    access: '交通',
    phone: '电话',
    hours: '营业时间',
    reservation: '预约',
    reserve: '打开预约页面',
    website: '网站',
    coupons: '本店优惠券',
    events: '本场馆的活动',
    openMap: '在大地图中查看',
    mapLabel: (name: string) => `${name}的地图`,
  },
  artist: {
    ...missing,
    notFoundTitle: '找不到该艺人',
    notFoundBody: '请确认网址是否正确。',
    website: '官方网站',
    upcoming: '演出安排',
  },
  timetable: {
    title: '时间表',
    now: '正在演出',
    empty: '暂无演出安排。',
    lineup: '演出阵容',
    noStage: '舞台待定',
  },
  hours: {
    priceDash: '–',
    caption: '每周营业时间',
    openNow: '营业中',
    closedNow: '非营业时间',
    closedDay: '定休日',
    days: {
      names: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
      list: '、',
      range: '至',
    },
  },
  favorite: {
    save: '加入收藏',
    saved: '已收藏',
    loginWhy: '登录后即可在时间线发帖、保存收藏和参加集章活动。',
    failed: '无法更新收藏。',
  },
  saved: {
    title: '收藏的地点·艺人',
    empty: '在场馆、店铺或艺人页面点击“加入收藏”后，会显示在这里。',
  },
}

export default zhHans
