import { plural } from '../../../shared/plural'
import type { MapMessages } from './ja'

const zhHans: MapMessages = {
  map: {
    listLoading: '正在加载…',
    sheetLoading: '列表（正在加载）',
    sheetTitle: plural('zh-Hans', { other: (n) => `列表（${n}项）` }),
    sheetOpen: '展开列表',
    sheetClose: '收起列表',
    sameSpot: plural('zh-Hans', { other: (n) => `同一地点还有${n}项` }),
    title: '地图',
    regionLabel: '地图（帖子、活动、优惠券、场馆、美食）',
    skipToList: '跳过地图，查看列表',
    kindFilter: '地图上显示的类别',
    periodFilter: '活动日期',
    locate: '当前位置',
    tooWide: '显示范围过大，请放大地图。',
    truncated: '此范围内的地点太多，无法全部显示。放大后即可全部显示。',
    loadError: '无法加载地图信息。',
    retry: '重新加载',
    openPage: '查看详情',
    closeCard: '关闭卡片',
    clusterRow: plural('zh-Hans', { other: (n) => `这一带有${n}项（放大地图查看）` }),
    showMore: plural('zh-Hans', { other: (n) => `显示更多（还有${n}项）` }),
    listTitle: plural('zh-Hans', {
      other: (n) => `此范围内的列表（${n}项，按距地图中心由近到远）`,
    }),
    empty: '此范围内没有可显示的内容。请移动地图或重新选择类别。',
    metres: (value: number) => `${value}米`,
    kilometres: (value: string) => `${value}公里`,
  },
  kinds: { post: '帖子', event: '活动', coupon: '优惠券', venue: '场馆', restaurant: '美食' },
  periods: { upcoming: '即将举行', today: '今天', weekend: '本周末', week: '本周', all: '全部' },
  position: {
    locating: '正在获取当前位置…',
    found: '已以当前位置为中心显示。',
    denied: '未允许使用位置信息。在浏览器设置中允许后即可显示当前位置。',
    unavailable: '无法获取当前位置。请在信号较好的地方重试。',
    timeout: '获取当前位置的时间过长，请重试。',
    unsupported: '您的浏览器不支持位置信息。',
  },
}

export default zhHans
