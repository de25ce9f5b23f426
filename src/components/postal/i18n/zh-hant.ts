import type { PostalMessages } from './ja'

// The postal code field's words: loaded only with the forms that have one.

const zh_hant: PostalMessages = {
  postal: {
    label: '郵遞區號',
    hint: '輸入7位數字後，將自動填入都道府縣、市區町村和町域。',
    looking: '正在查詢地址…',
    filled: (address: string) => `已填入「${address}」。請繼續輸入門牌號碼。`,
    choose: '此郵遞區號對應多個町域，請選擇您的地址。',
    notFound: '找不到此郵遞區號的地址。請確認號碼或直接輸入地址。',
    malformed: '請輸入7位數字的郵遞區號。',
    failed: '無法查詢地址。請檢查網路連線。',
  },
}

export default zh_hant
