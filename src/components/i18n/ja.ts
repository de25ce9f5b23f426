// Text of the shared UI pieces (spinner, "coming soon" state).
const ja = {
  loading: '読み込み中…',
  pending: {
    badge: '準備中',
    title: 'ただいま準備中です',
    note: '公開まで、もうしばらくお待ちください。',
  },
  translation: {
    machine: '機械翻訳',
    showOriginal: '原文を表示',
    showTranslation: '翻訳を表示',
    original: '原文',
    showingOriginal: '原文（日本語）を表示しています',
  },
}

export type ComponentMessages = typeof ja
export default ja
