import type { PostalMessages } from './ja'

// The postal code field's words: loaded only with the forms that have one.

const zh_hans: PostalMessages = {
  postal: {
    label: '邮政编码',
    hint: '输入7位数字后，将自动填入都道府县、市区町村和町域。',
    looking: '正在查询地址…',
    filled: (address: string) => `已填入“${address}”。请继续输入门牌号。`,
    choose: '此邮政编码对应多个町域，请选择您的地址。',
    notFound: '找不到此邮政编码的地址。请核对编码或直接输入地址。',
    malformed: '请输入7位数字的邮政编码。',
    failed: '无法查询地址。请检查网络连接。',
  },
}

export default zh_hans
