// The postal code field's words: loaded only with the forms that have one.

const ja = {
  postal: {
    label: '郵便番号',
    hint: '7桁を入れると、都道府県・市区町村・町域が住所に入ります。',
    looking: '住所を検索しています…',
    filled: (address: string) => `住所に「${address}」を入れました。続けて番地を入力してください。`,
    choose: 'この郵便番号には複数の町域があります。当てはまるものを選んでください。',
    notFound: 'この郵便番号の住所が見つかりません。番号を確かめるか、住所を直接入力してください。',
    malformed: '郵便番号は7桁の数字で入力してください。',
    failed: '住所を検索できませんでした。通信環境を確認してください。',
  },
}

export type PostalMessages = typeof ja

export default ja
