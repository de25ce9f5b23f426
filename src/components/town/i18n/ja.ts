// The town's LINE account button: kept out of the shared components' catalog.

const ja = {
  lineFriend: {
    lead: '町のLINE公式アカウントでも、お知らせや避難情報を受け取れます。',
    add: 'LINEで友だち追加',
    newTab: '（LINEが開きます）',
  },
}

export type TownComponentMessages = typeof ja

export default ja
