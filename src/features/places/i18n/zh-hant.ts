import type { PlacesMessages } from './ja'

const missing = {
  loadErrorTitle: '無法載入',
  loadErrorBody: '請檢查網路連線後重試。',
  toTimeline: '返回時間軸',
  retry: '重新載入',
}

const zhHant: PlacesMessages = {
  venues: {
    title: '場館·時間表',
    lead: '鎮上的禮堂、Live House 和戶外舞台。可查看各場館的演出安排和交通方式。',
    empty: '尚無場館。',
  },
  artists: { title: '藝人', lead: '登上小鎮舞台的藝人及其下一場演出。', empty: '尚無藝人。' },
  restaurants: {
    title: '美食',
    lead: '依菜系和是否營業尋找當地餐廳。',
    genreFilter: '依菜系篩選',
    allGenres: '全部',
    openNowOnly: '只顯示營業中的店',
    empty: '沒有符合條件的店。',
    emptyOpen: '現在沒有營業中的店。取消篩選即可顯示所有店家。',
  },
  list: {
    errorTitle: '無法載入',
    errorBody: '請檢查網路連線後重試。',
    retry: '重新載入',
    more: '查看更多',
  },
  place: {
    ...missing,
    notFoundTitle: '找不到該地點',
    notFoundBody: '請確認網址是否正確。資訊可能已下架。',
    info: '基本資訊',
    address: '地址',
    access: '交通',
    phone: '電話',
    hours: '營業時間',
    reservation: '預約',
    reserve: '開啟預約頁面',
    website: '網站',
    coupons: '本店優惠券',
    events: '本場館的活動',
    openMap: '在大地圖中查看',
    mapLabel: (name: string) => `${name}的地圖`,
  },
  artist: {
    ...missing,
    notFoundTitle: '找不到該藝人',
    notFoundBody: '請確認網址是否正確。',
    website: '官方網站',
    upcoming: '演出安排',
  },
  timetable: {
    title: '時間表',
    now: '正在演出',
    empty: '目前沒有演出安排。',
    lineup: '演出陣容',
    noStage: '舞台待定',
  },
  hours: {
    priceDash: '–',
    caption: '每週營業時間',
    openNow: '營業中',
    closedNow: '非營業時間',
    closedDay: '公休日',
    days: {
      names: ['週日', '週一', '週二', '週三', '週四', '週五', '週六'],
      list: '、',
      range: '至',
    },
  },
  favorite: {
    save: '加入收藏',
    saved: '已收藏',
    loginWhy: '登入後即可在時間軸發文、儲存收藏和參加集章活動。',
    failed: '無法更新收藏。',
  },
  saved: {
    title: '收藏的地點·藝人',
    empty: '在場館、店家或藝人頁面點選「加入收藏」後，會顯示在這裡。',
  },
}

export default zhHant
