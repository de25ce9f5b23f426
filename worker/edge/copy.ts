import type { Lang } from '../../src/shared/sites'

/** Default page title and description per site: the event-app default of spec §2. */
export const DEFAULT_META: Record<Lang, { siteName: string; title: string; description: string }> =
  {
    ja: {
      siteName: 'jimoto',
      title: 'jimoto｜地元のイベント・投稿・クーポン',
      description:
        '地元のお祭りやライブ、お店のクーポン、まちの今をみんなで共有するコミュニティアプリ。イベント情報、地図、スタンプラリーで地域をもっと楽しく。',
    },
    en: {
      siteName: 'jimoto',
      title: 'jimoto | Local events, posts and coupons',
      description:
        'The community app for local festivals, live music, shop coupons and what is happening around town. Find events, explore the map and join stamp rallies.',
    },
    ko: {
      siteName: 'jimoto',
      title: 'jimoto | 지역 이벤트·게시물·쿠폰',
      description:
        '지역 축제와 라이브, 가게 쿠폰, 동네 소식을 함께 나누는 커뮤니티 앱. 이벤트 정보와 지도, 스탬프 랠리로 지역을 더 즐겁게.',
    },
    'zh-hans': {
      siteName: 'jimoto',
      title: 'jimoto｜本地活动・帖子・优惠券',
      description:
        '分享本地节庆、现场演出、店铺优惠券和街区动态的社区应用。通过活动信息、地图和集章活动，更好地畅游当地。',
    },
    'zh-hant': {
      siteName: 'jimoto',
      title: 'jimoto｜在地活動・貼文・優惠券',
      description:
        '分享在地祭典、現場演出、店家優惠券與街區動態的社群應用程式。透過活動資訊、地圖與集章活動，更盡情地暢遊當地。',
    },
  }
