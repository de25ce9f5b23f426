// Text of the map component (MapView.tsx): the providers' credits in this language (the link goes to
// their terms). A catalogue of its own, so it travels with the map's chunk, not the first route.
const ja = {
  gsiCredit: '地理院タイル',
  portalCredit: 'ハザードマップポータルサイト',
}

export type MapMessages = typeof ja
export default ja
