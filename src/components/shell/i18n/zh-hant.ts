import type { ShellMessages } from './ja'

export default {
  loading: '載入中…',
  errorId: (id: string) => `錯誤 ID：${id}`,
  whyMainSite:
    '登入後，在本網站也能參加集章活動、收藏和按讚。登入頁面在日文網站，登入後將以登入狀態返回本頁面。',
} satisfies ShellMessages
