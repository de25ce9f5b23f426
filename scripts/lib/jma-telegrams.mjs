// Telegrams of JMA's 防災情報XML for the feed stand-in's drills, in the format of JMA's published
// sample telegrams: 気象警報・注意報（Ｒ０６）（大雨） VPWW55 as in JMA's sample
// 15_17_01_250630_VPWW55.xml (島根県, the 2025-06 sample package of the 2026 防災気象情報), cut
// down to the parts a municipality's warning needs (Control, Head with its Headline
// Information, Body/Warning of 市町村等), for the demo town's municipality.

/** Text for an XML element or attribute. */
export const xmlEscape = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c],
  )

/** JST ISO time with the minutes (JMA's ReportDateTime: 2024-11-02T11:19:00+09:00). */
export function jst(ms) {
  const local = new Date(ms + 9 * 3600_000).toISOString().slice(0, 19)
  return `${local}+09:00`
}

/** The drill's steps: the 大雨 kind's code, name and headline per step (JMA's code table). */
export const DRILL_STEPS = {
  advisory: { code: '10', name: 'レベル２大雨注意報', text: '低い土地の浸水に注意してください。' },
  warning: { code: '03', name: 'レベル３大雨警報', text: '低い土地の浸水に警戒してください。' },
  danger: {
    code: '43',
    name: 'レベル４大雨危険警報',
    text: '低い土地の浸水に厳重に警戒してください。危険な場所からは全員避難してください。',
  },
  lift: { code: '00', name: '解除', text: '大雨警報・注意報は解除されました。' },
}

/**
 * A VPWW55 telegram for one municipality.
 * @param {{ step: keyof typeof DRILL_STEPS, previous: keyof typeof DRILL_STEPS | null,
 *   reportMs: number, sentMs: number, pref: { code: string, name: string, office: string },
 *   city: { code: string, name: string } }} options
 */
export function heavyRainTelegram({ step, previous, reportMs, sentMs, pref, city }) {
  const now = DRILL_STEPS[step]
  const last = previous && previous !== 'lift' ? DRILL_STEPS[previous] : null
  const lifting = step === 'lift'
  // The kind a lift names is the one it ends (Body's Kind Status 解除, LastKind the same kind).
  const kind = lifting ? (last ?? DRILL_STEPS.advisory) : now
  const status = lifting ? '解除' : last ? (last.code === now.code ? '継続' : '発表') : '発表'
  const headlineKind = lifting ? DRILL_STEPS.lift : now
  const lastKind = last
    ? `<LastKind><Name>${xmlEscape(last.name)}</Name><Code>${last.code}</Code></LastKind>`
    : '<LastKind><Name>なし</Name><Code>00</Code></LastKind>'
  return `<?xml version="1.0" encoding="utf-8"?>
<Report xmlns="http://xml.kishou.go.jp/jmaxml1/" xmlns:jmx="http://xml.kishou.go.jp/jmaxml1/" xmlns:jmx_add="http://xml.kishou.go.jp/jmaxml1/addition1/">
<Control>
<Title>気象警報・注意報（Ｒ０６）（大雨）</Title>
<DateTime>${new Date(sentMs).toISOString().slice(0, 19)}Z</DateTime>
<Status>通常</Status>
<EditorialOffice>${xmlEscape(pref.office)}</EditorialOffice>
<PublishingOffice>${xmlEscape(pref.office)}</PublishingOffice>
</Control>
<Head xmlns="http://xml.kishou.go.jp/jmaxml1/informationBasis1/">
<Title>${xmlEscape(pref.name)}大雨警報・注意報</Title>
<ReportDateTime>${jst(reportMs)}</ReportDateTime>
<TargetDateTime>${jst(reportMs)}</TargetDateTime>
<EventID/>
<InfoType>発表</InfoType>
<Serial/>
<InfoKind>気象警報・注意報</InfoKind>
<InfoKindVersion>1.5_0</InfoKindVersion>
<Headline>
<Text>${xmlEscape(city.name)}では、${xmlEscape(now.text)}</Text>
<Information type="気象警報・注意報（府県予報区等）">
<Item>
<Kind><Name>${xmlEscape(headlineKind.name)}</Name><Code>${headlineKind.code}</Code></Kind>
<Areas codeType="気象情報／府県予報区・細分区域等"><Area><Name>${xmlEscape(pref.name)}</Name><Code>${pref.code}</Code></Area></Areas>
</Item>
</Information>
<Information type="気象警報・注意報（市町村等）">
<Item>
<Kind><Name>${xmlEscape(headlineKind.name)}</Name><Code>${headlineKind.code}</Code></Kind>
<Areas codeType="気象・地震・火山情報／市町村等"><Area><Name>${xmlEscape(city.name)}</Name><Code>${city.code}</Code></Area></Areas>
</Item>
</Information>
</Headline>
</Head>
<Body xmlns="http://xml.kishou.go.jp/jmaxml1/body/meteorology1/" xmlns:jmx_eb="http://xml.kishou.go.jp/jmaxml1/elementBasis1/">
<Warning type="気象警報・注意報（府県予報区等）">
<Item>
<Kind><Name>${xmlEscape(kind.name)}</Name><Code>${kind.code}</Code><Status>${status}</Status>${lastKind}</Kind>
<Area><Name>${xmlEscape(pref.name)}</Name><Code>${pref.code}</Code></Area>
<ChangeStatus>${lifting || status === '発表' ? '警報・注意報種別に変化有' : '変化無'}</ChangeStatus>
<FullStatus>一部</FullStatus>
<EditingMark>0</EditingMark>
</Item>
</Warning>
<Warning type="気象警報・注意報（市町村等）">
<Item>
<Kind><Name>${xmlEscape(kind.name)}</Name><Code>${kind.code}</Code><Status>${status}</Status>${lastKind}</Kind>
<Area><Name>${xmlEscape(city.name)}</Name><Code>${city.code}</Code></Area>
<ChangeStatus>${lifting || status === '発表' ? '警報・注意報種別に変化有' : '変化無'}</ChangeStatus>
</Item>
</Warning>
</Body>
</Report>
`
}
