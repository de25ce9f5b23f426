// Text of the stamp rally page.
const ja = {
  stampRally: {
    title: 'スタンプラリー',
    lead: 'まちのスポットを巡ってスタンプを集め、特典がもらえるイベントに参加できるようになります。',
  },
}

export type StampRallyMessages = typeof ja
export default ja
