// Text of the shared UI pieces (spinner, "coming soon" state).
const ja = {
  loading: '読み込み中…',
  pending: {
    badge: '準備中',
    title: 'ただいま準備中です',
    note: '公開まで、もうしばらくお待ちください。',
  },
}

export type ComponentMessages = typeof ja
export default ja
