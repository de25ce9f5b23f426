import type { Lang } from '../../src/shared/sites'

export interface SiteCopy {
  siteName: string
  /** Default page title and description: the event app's default. */
  title: string
  description: string
  /** Title and description of the 404 page (the SPA's not-found page says the same). */
  notFoundTitle: string
  notFoundDescription: string
  /** Joins a page's own title and the site name in `<title>`. */
  titleSeparator: string
  /** Alt text of the default share card (public/og-default.png). */
  defaultImageAlt: string
  /** Description of a profile page whose owner wrote no bio. */
  profileDescription: (name: string) => string
  /** Descriptions of place and artist pages whose own text is empty. */
  venueDescription: (name: string) => string
  restaurantDescription: (name: string) => string
  artistDescription: (name: string) => string
}

/** Texts the edge writes into pages, per site language. */
export const SITE_COPY: Record<Lang, SiteCopy> = {
  ja: {
    siteName: 'jimoto',
    title: 'jimoto｜地元のイベント・投稿・クーポン',
    description:
      '地元のお祭りやライブ、お店のクーポン、まちの今をみんなで共有するコミュニティアプリ。イベント情報、地図、スタンプラリーで地域をもっと楽しく。',
    notFoundTitle: 'ページが見つかりません｜jimoto',
    notFoundDescription: 'お探しのページは移動または削除された可能性があります。',
    titleSeparator: '｜',
    defaultImageAlt: 'jimoto：地元のイベント・投稿・クーポン',
    profileDescription: (name) =>
      `${name}さんのjimotoのページ。地元の投稿やイベントをチェックしよう。`,
    venueDescription: (name) => `${name}のアクセス・タイムテーブル・開催予定のイベント。`,
    restaurantDescription: (name) => `${name}の営業時間・アクセス・使えるクーポン。`,
    artistDescription: (name) => `${name}のプロフィールと出演予定。`,
  },
  en: {
    siteName: 'jimoto',
    title: 'jimoto | Local events, posts and coupons',
    description:
      'The community app for local festivals, live music, shop coupons and what is happening around town. Find events, explore the map and join stamp rallies.',
    notFoundTitle: 'Page not found | jimoto',
    notFoundDescription: 'The page you are looking for may have been moved or deleted.',
    titleSeparator: ' | ',
    defaultImageAlt: 'jimoto: local events, posts and coupons',
    profileDescription: (name) => `${name} on jimoto. See their local posts and events.`,
    venueDescription: (name) => `${name}: access, timetable and upcoming events.`,
    restaurantDescription: (name) => `${name}: opening hours, access and coupons.`,
    artistDescription: (name) => `${name}: profile and upcoming performances.`,
  },
  ko: {
    siteName: 'jimoto',
    title: 'jimoto | 지역 이벤트·게시물·쿠폰',
    description:
      '지역 축제와 라이브, 가게 쿠폰, 동네 소식을 함께 나누는 커뮤니티 앱. 이벤트 정보와 지도, 스탬프 랠리로 지역을 더 즐겁게.',
    notFoundTitle: '페이지를 찾을 수 없습니다 | jimoto',
    notFoundDescription: '찾으시는 페이지가 이동되었거나 삭제되었을 수 있습니다.',
    titleSeparator: ' | ',
    defaultImageAlt: 'jimoto: 지역 이벤트·게시물·쿠폰',
    profileDescription: (name) =>
      `jimoto의 ${name}님 페이지. 지역 게시물과 이벤트를 확인해 보세요.`,
    venueDescription: (name) => `${name}의 교통편, 타임테이블, 예정된 이벤트.`,
    restaurantDescription: (name) => `${name}의 영업시간, 교통편, 사용 가능한 쿠폰.`,
    artistDescription: (name) => `${name}의 프로필과 출연 예정.`,
  },
  'zh-hans': {
    siteName: 'jimoto',
    title: 'jimoto｜本地活动・帖子・优惠券',
    description:
      '分享本地节庆、现场演出、店铺优惠券和街区动态的社区应用。通过活动信息、地图和集章活动，更好地畅游当地。',
    notFoundTitle: '找不到页面｜jimoto',
    notFoundDescription: '您要查找的页面可能已被移动或删除。',
    titleSeparator: '｜',
    defaultImageAlt: 'jimoto：本地活动・帖子・优惠券',
    profileDescription: (name) => `${name}的jimoto主页。查看当地的帖子和活动。`,
    venueDescription: (name) => `${name}的交通、时间表和即将举行的活动。`,
    restaurantDescription: (name) => `${name}的营业时间、交通和可用优惠券。`,
    artistDescription: (name) => `${name}的简介和演出安排。`,
  },
  'zh-hant': {
    siteName: 'jimoto',
    title: 'jimoto｜在地活動・貼文・優惠券',
    description:
      '分享在地祭典、現場演出、店家優惠券與街區動態的社群應用程式。透過活動資訊、地圖與集章活動，更盡情地暢遊當地。',
    notFoundTitle: '找不到頁面｜jimoto',
    notFoundDescription: '您要尋找的頁面可能已被移動或刪除。',
    titleSeparator: '｜',
    defaultImageAlt: 'jimoto：在地活動・貼文・優惠券',
    profileDescription: (name) => `${name}的jimoto頁面。查看在地的貼文與活動。`,
    venueDescription: (name) => `${name}的交通、時間表與即將舉行的活動。`,
    restaurantDescription: (name) => `${name}的營業時間、交通與可用優惠券。`,
    artistDescription: (name) => `${name}的簡介與演出預定。`,
  },
}
