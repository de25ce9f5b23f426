import { plural } from '../../../shared/plural'
import type { MapMessages } from './ja'

const zhHant: MapMessages = {
  map: {
    listLoading: '載入中…',
    sheetLoading: '列表（載入中）',
    sheetTitle: plural('zh-Hant', { other: (n) => `列表（${n}項）` }),
    sheetOpen: '展開列表',
    sheetClose: '收合列表',
    sameSpot: plural('zh-Hant', { other: (n) => `同一地點還有${n}項` }),
    title: '地圖',
    regionLabel: '地圖（貼文、活動、優惠券、場館、美食）',
    skipToList: '略過地圖，查看列表',
    kindFilter: '地圖上顯示的類別',
    periodFilter: '活動日期',
    locate: '目前位置',
    tooWide: '顯示範圍過大，請放大地圖。',
    truncated: '此範圍內的地點太多，無法全部顯示。放大後即可全部顯示。',
    loadError: '無法載入地圖資訊。',
    retry: '重新載入',
    openPage: '查看詳情',
    closeCard: '關閉卡片',
    clusterRow: plural('zh-Hant', { other: (n) => `這一帶有${n}項（放大地圖查看）` }),
    showMore: plural('zh-Hant', { other: (n) => `顯示更多（還有${n}項）` }),
    listTitle: plural('zh-Hant', {
      other: (n) => `此範圍內的列表（${n}項，依距地圖中心由近到遠）`,
    }),
    empty: '此範圍內沒有可顯示的內容。請移動地圖或重新選擇類別。',
    metres: (value: number) => `${value}公尺`,
    kilometres: (value: string) => `${value}公里`,
  },
  kinds: { post: '貼文', event: '活動', coupon: '優惠券', venue: '場館', restaurant: '美食' },
  periods: { upcoming: '即將舉行', today: '今天', weekend: '本週末', week: '本週', all: '全部' },
  position: {
    locating: '正在取得目前位置…',
    found: '已以目前位置為中心顯示。',
    denied: '未允許使用位置資訊。在瀏覽器設定中允許後即可顯示目前位置。',
    unavailable: '無法取得目前位置。請在訊號較好的地方重試。',
    timeout: '取得目前位置的時間過長，請重試。',
    unsupported: '您的瀏覽器不支援位置資訊。',
  },
}

export default zhHant
