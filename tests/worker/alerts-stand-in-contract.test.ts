import { describe, expect, it } from 'vitest'
import { children, parseXml, type XmlElement } from '../../worker/alerts/xml'
import soyaRain from '../fixtures/jma/15_16_03_241226_VPWW55.xml?raw'
import shimaneRain from '../fixtures/jma/15_17_01_250630_VPWW55.xml?raw'
import { channel } from './alerts-helpers'

// The JMA feed stand-in (scripts/lib/jma-stand-in.mjs) held against JMA's own published examples:
// its drill telegrams against JMA's sample telegrams of the same type (気象警報・注意報（Ｒ０６）（大雨）
// VPWW55: 15_17_01_250630_VPWW55.xml, 島根県, and 15_16_03_241226_VPWW55.xml, 宗谷地方, from JMA's
// sample packages, tests/fixtures/jma/README.md), its feeds against the Atom feed
// www.data.jma.go.jp/developer/xml/feed/extra.xml serves (高頻度（随時）, subtitle JMAXML publishing
// feed, one entry per telegram: title, id = the data URL, updated, author/name, link, content).

/** Every element path (and attribute name) of a document, e.g. Report/Head/Headline/Information@type. */
function paths(element: XmlElement, prefix = ''): Set<string> {
  const here = prefix ? `${prefix}/${element.name}` : element.name
  const found = new Set([
    here,
    ...Object.keys(element.attrs)
      .filter((a) => a !== 'xmlns')
      .map((a) => `${here}@${a}`),
  ])
  for (const child of element.children) for (const path of paths(child, here)) found.add(path)
  return found
}

/** Every value of an element path: the texts JMA writes there. */
function values(element: XmlElement, path: string[]): string[] {
  const [head, ...rest] = path
  if (head === undefined) return [element.text.trim()]
  return children(element, head).flatMap((c) => values(c, rest))
}

const samples = [shimaneRain, soyaRain].map((xml) => {
  const root = parseXml(xml)
  if (!root) throw new Error('a JMA sample did not parse')
  return root
})
const samplePaths = new Set(samples.flatMap((root) => [...paths(root)]))
const sampleValues = (path: string[]) => new Set(samples.flatMap((root) => values(root, path)))

const KIND = ['Body', 'Warning', 'Item', 'Kind']

describe('drill telegrams have the shape of JMA’s VPWW55 samples', () => {
  it('every element and attribute they use is one JMA’s samples use, with JMA’s values', async () => {
    const ch = channel()
    for (const step of ['advisory', 'warning', 'danger', 'lift'] as const) {
      const { link } = await ch.drill(step)
      const root = parseXml(await (await fetch(link)).text())
      if (!root) throw new Error(`${step}: the drill telegram does not parse`)
      expect(
        [...paths(root)].filter((p) => !samplePaths.has(p)),
        step,
      ).toEqual([])
      for (const path of [
        ['Control', 'Title'],
        ['Control', 'Status'],
        ['Head', 'InfoKind'],
        ['Head', 'InfoKindVersion'],
        ['Head', 'InfoType'],
        [...KIND, 'Status'],
        ['Body', 'Warning', 'Item', 'ChangeStatus'],
      ]) {
        const known = sampleValues(path)
        for (const value of values(root, path))
          expect(known, `${step} ${path.join('/')}: ${value}`).toContain(value)
      }
      // Each 種別 is a (name, code) pair JMA's samples carry.
      const pairs = new Set(
        samples.flatMap((s) =>
          children(s, 'Body').flatMap((b) =>
            children(b, 'Warning').flatMap((w) =>
              children(w, 'Item').flatMap((i) =>
                children(i, 'Kind').map(
                  (k) =>
                    `${k.children.find((c) => c.name === 'Name')?.text}:${k.children.find((c) => c.name === 'Code')?.text}`,
                ),
              ),
            ),
          ),
        ),
      )
      const used = children(root, 'Body').flatMap((b) =>
        children(b, 'Warning').flatMap((w) =>
          children(w, 'Item').flatMap((i) =>
            children(i, 'Kind').map(
              (k) =>
                `${k.children.find((c) => c.name === 'Name')?.text}:${k.children.find((c) => c.name === 'Code')?.text}`,
            ),
          ),
        ),
      )
      for (const pair of used) expect(pairs, `${step}: ${pair}`).toContain(pair)
    }
  })
})

describe('the feeds answer as JMA’s do', () => {
  it('an Atom feed whose entries link their telegram, with JMA’s data URL form', async () => {
    const ch = channel()
    const { link } = await ch.drill('advisory')
    const res = await fetch(`${ch.base}/extra.xml`)
    expect(res.headers.get('content-type')).toMatch(/^application\/atom\+xml/)
    const feed = parseXml(await res.text())
    expect(feed?.name).toBe('feed')
    expect(feed?.attrs).toMatchObject({ lang: 'ja' })
    expect(values(feed as XmlElement, ['title'])).toEqual(['高頻度（随時）'])
    expect(values(feed as XmlElement, ['subtitle'])).toEqual(['JMAXML publishing feed'])
    const [entry] = children(feed, 'entry')
    expect(entry?.children.map((c) => c.name)).toEqual([
      'title',
      'id',
      'updated',
      'author',
      'link',
      'content',
    ])
    expect(values(entry as XmlElement, ['title'])).toEqual(['気象警報・注意報（Ｒ０６）（大雨）'])
    expect(values(entry as XmlElement, ['id'])).toEqual([link])
    expect(children(entry, 'link')[0]?.attrs).toEqual({ type: 'application/xml', href: link })
    expect(link).toMatch(/\/developer\/xml\/data\/\d{14}_0_VPWW55_220000\.xml$/)
    expect(values(entry as XmlElement, ['updated'])[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/)
    const quakes = parseXml(await (await fetch(`${ch.base}/eqvol.xml`)).text())
    expect(values(quakes as XmlElement, ['title'])).toEqual(['高頻度（地震火山）'])
  })

  it('304 for a matching If-None-Match or If-Modified-Since, 200 with the feed otherwise', async () => {
    const ch = channel()
    await ch.drill('advisory')
    const first = await fetch(`${ch.base}/extra.xml`)
    await first.text()
    const etag = first.headers.get('etag') ?? ''
    const lastModified = first.headers.get('last-modified') ?? ''
    expect(etag).not.toBe('')
    expect(lastModified).toMatch(/ GMT$/)
    const byTag = await fetch(`${ch.base}/extra.xml`, { headers: { 'if-none-match': etag } })
    expect(byTag.status).toBe(304)
    expect(await byTag.text()).toBe('')
    expect(byTag.headers.get('etag')).toBe(etag)
    const byDate = await fetch(`${ch.base}/extra.xml`, {
      headers: { 'if-modified-since': lastModified },
    })
    expect(byDate.status).toBe(304)
    await ch.drill('warning')
    const changed = await fetch(`${ch.base}/extra.xml`, { headers: { 'if-none-match': etag } })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('etag')).not.toBe(etag)
    expect(children(parseXml(await changed.text()), 'entry')).toHaveLength(2)
  })
})
