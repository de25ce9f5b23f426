import type { InternationalLang } from '../../shared/sites'

// The login page is on the Japanese main site, in Japanese. A visitor sent here from an
// international site also reads why, in the language of the site they came from. Small, so the
// login chunk of the Japanese build carries every language's line.

export const VISITOR_NOTE: Record<InternationalLang, string> = {
  en: 'You came from the English site. Log in here (this page is in Japanese) to collect rally stamps, save favorites and like posts; afterwards you go back to the English page you had open, signed in.',
  ko: '한국어 사이트에서 오셨어요. 여기(일본어 페이지)에서 로그인하면 스탬프 랠리, 즐겨찾기 저장, 좋아요를 할 수 있어요. 로그인하면 보고 있던 한국어 페이지로 로그인한 상태로 돌아가요.',
  'zh-hans':
    '您来自简体中文网站。在此（日语页面）登录后，可以参加集章活动、收藏和点赞；登录后将以登录状态返回刚才的简体中文页面。',
  'zh-hant':
    '您來自繁體中文網站。在此（日文頁面）登入後，可以參加集章活動、收藏和按讚；登入後將以登入狀態返回剛才的繁體中文頁面。',
}
