// Tsunami and earthquake telegrams of JMA's 防災情報XML for the feed stand-in's drills, in the
// format of JMA's published samples, cut down to what a town's alert needs:
//   津波警報・注意報・予報 VTSE41 as 32-39_11_09_250206_VTSE41.xml (静岡県 津波注意報, code 62; the
//     lift is code 60 津波注意報解除), with JMA's 固定付加文 for the 注意報;
//   震度速報 VXSE51 as 32-35_07_03_100915_VXSE51.xml (静岡県伊豆 震度６弱).
// Times are the drill's own (now), so the Worker takes them as a current event.
import { jst, xmlEscape } from './jma-telegrams.mjs'

/** The demo town's 津波予報区 and 地震情報／細分区域 (熱海市's, as wrangler.toml sets them). */
export const DEMO_SEA_AREAS = {
  tsunami: { code: '380', name: '静岡県' },
  quake: { code: '440', name: '静岡県伊豆' },
}

const control = (title, sentMs, office) => `<Control>
<Title>${title}</Title>
<DateTime>${new Date(sentMs).toISOString().slice(0, 19)}Z</DateTime>
<Status>通常</Status>
<EditorialOffice>${office}</EditorialOffice>
<PublishingOffice>気象庁</PublishingOffice>
</Control>`

/** VTSE41 for one 津波予報区: 津波注意報 (62) or its lift (60 津波注意報解除). */
export function tsunamiTelegram({ lift, reportMs, sentMs, eventMs, area }) {
  const kind = lift
    ? '<Kind><Name>津波注意報解除</Name><Code>60</Code></Kind><LastKind><Name>津波注意報</Name><Code>62</Code></LastKind>'
    : '<Kind><Name>津波注意報</Name><Code>62</Code></Kind><LastKind><Name>なし</Name><Code>00</Code></LastKind>'
  const text = lift
    ? '津波注意報を解除しました。'
    : '津波注意報を発表しました。\n海の中にいる人はただちに海から上がって、海岸から離れてください。'
  return `<?xml version="1.0" encoding="UTF-8"?>
<Report xmlns="http://xml.kishou.go.jp/jmaxml1/" xmlns:jmx="http://xml.kishou.go.jp/jmaxml1/">
${control('津波警報・注意報・予報a', sentMs, '気象庁本庁')}
<Head xmlns="http://xml.kishou.go.jp/jmaxml1/informationBasis1/">
<Title>${lift ? '津波注意報解除' : '津波注意報'}</Title>
<ReportDateTime>${jst(reportMs)}</ReportDateTime>
<TargetDateTime>${jst(reportMs)}</TargetDateTime>
<EventID>${jst(eventMs).slice(0, 19).replace(/\D/g, '')}</EventID>
<InfoType>発表</InfoType>
<Serial></Serial>
<InfoKind>津波警報・注意報・予報</InfoKind>
<InfoKindVersion>1.0_1</InfoKindVersion>
<Headline>
<Text>${xmlEscape(text)}</Text>
</Headline>
</Head>
<Body xmlns="http://xml.kishou.go.jp/jmaxml1/body/seismology1/" xmlns:jmx_eb="http://xml.kishou.go.jp/jmaxml1/elementBasis1/">
<Tsunami>
<Forecast>
<CodeDefine>
<Type xpath="Item/Area/Code">津波予報区</Type>
<Type xpath="Item/Category/Kind/Code">警報等情報要素／津波警報・注意報・予報</Type>
<Type xpath="Item/Category/LastKind/Code">警報等情報要素／津波警報・注意報・予報</Type>
</CodeDefine>
<Item>
<Area><Name>${xmlEscape(area.name)}</Name><Code>${area.code}</Code></Area>
<Category>${kind}</Category>
</Item>
</Forecast>
</Tsunami>
</Body>
</Report>
`
}

/** VXSE51 naming one 地震情報／細分区域 with its 震度 (JMA's full-width name, e.g. 震度６弱). */
export function quakeTelegram({ reportMs, sentMs, eventMs, area, intensity = '震度６弱' }) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Report xmlns="http://xml.kishou.go.jp/jmaxml1/" xmlns:jmx="http://xml.kishou.go.jp/jmaxml1/">
${control('震度速報', sentMs, '気象庁本庁')}
<Head xmlns="http://xml.kishou.go.jp/jmaxml1/informationBasis1/">
<Title>震度速報</Title>
<ReportDateTime>${jst(reportMs)}</ReportDateTime>
<TargetDateTime>${jst(eventMs)}</TargetDateTime>
<EventID>${jst(eventMs).slice(0, 19).replace(/\D/g, '')}</EventID>
<InfoType>発表</InfoType>
<Serial></Serial>
<InfoKind>震度速報</InfoKind>
<InfoKindVersion>1.0_0</InfoKindVersion>
<Headline>
<Text>地震による強い揺れを感じました。震度３以上が観測された地域をお知らせします。</Text>
<Information type="震度速報">
<Item>
<Kind><Name>${xmlEscape(intensity)}</Name></Kind>
<Areas codeType="地震情報／細分区域">
<Area><Name>${xmlEscape(area.name)}</Name><Code>${area.code}</Code></Area>
</Areas>
</Item>
</Information>
</Headline>
</Head>
<Body xmlns="http://xml.kishou.go.jp/jmaxml1/body/seismology1/" xmlns:jmx_eb="http://xml.kishou.go.jp/jmaxml1/elementBasis1/">
</Body>
</Report>
`
}
