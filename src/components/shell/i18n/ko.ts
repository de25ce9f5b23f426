import type { ShellMessages } from './ja'

export default {
  loading: '불러오는 중…',
  errorId: (id: string) => `오류 ID: ${id}`,
  whyMainSite:
    '로그인하면 이 사이트에서도 스탬프 랠리, 즐겨찾기 저장, 좋아요를 할 수 있어요. 로그인 화면은 일본어 사이트에 있고, 로그인하면 로그인한 상태로 이 페이지에 돌아와요.',
} satisfies ShellMessages
