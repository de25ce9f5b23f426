// Text of the map page.
const ja = {
  map: {
    title: 'マップ',
    lead: '投稿やイベント、お店の場所を、地理院地図の上で確かめられるようになります。',
  },
}

export type MapMessages = typeof ja
export default ja
