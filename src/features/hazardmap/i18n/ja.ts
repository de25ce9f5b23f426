// Text of the hazard map page.
const ja = {
  hazardMap: {
    title: 'ハザードマップ',
    lead: '洪水・土砂災害・津波などの危険区域と、近くの避難所を地図で確認できるようになります。',
    meanwhile:
      'いますぐ確認したい方は、国土交通省の「ハザードマップポータルサイト」をご利用ください。',
    portal: 'ハザードマップポータルサイト（国土交通省）',
    newTab: '（新しいタブで開きます）',
  },
}

export type HazardMapMessages = typeof ja
export default ja
