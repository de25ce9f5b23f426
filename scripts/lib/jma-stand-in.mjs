// JMA's 防災情報XML PULL feeds on loopback, for `npm start` (drills) and the worker tests. It speaks
// what www.data.jma.go.jp serves: Atom feeds at /developer/xml/feed/{extra,eqvol}.xml (title
// 「高頻度（随時）」「高頻度（地震火山）」, subtitle JMAXML publishing feed, entries newest first with
// id = link = the telegram's data URL …/developer/xml/data/<time>_0_<type>_<office>.xml, updated,
// author, content), with ETag and Last-Modified and 304 for a matching If-None-Match or
// If-Modified-Since. Telegrams are served at their data URL.
//
// Channels keep tests that run at once apart: /ch/<name>/developer/xml/… is a feed of its own.
// Control endpoints, beside each channel's feeds (…/developer/xml/feed/__<name>):
//   POST __drill {step}            publishes the drill's next telegram (注意報 → 警報 → 危険警報 → 解除);
//                                  `tsunami` / `tsunami_lift` a 津波注意報 and its lift, `quake` a
//                                  震度６弱 (jma-sea-telegrams.mjs), for the demo town's areas
//   POST __publish {feed, type, office?, xml, title?}   publishes a telegram as given (samples,
//                                  malformed or truncated ones)
//   POST __trouble {times, status?, retryAfter?, hang?, cut?, target?, only?}   the next `times`
//                                  requests to the feeds (`only`: extra or eqvol; or target 'data':
//                                  the telegrams) answer `status` (500,
//                                  503, 429 with Retry-After), never answer (hang), or cut the
//                                  body off halfway (cut), like a server in trouble
//   GET  __log                     the requests seen: path, conditional headers, status
import { createHash } from 'node:crypto'
import { createServer } from 'node:http'
import { DEMO_SEA_AREAS, quakeTelegram, tsunamiTelegram } from './jma-sea-telegrams.mjs'
import { DRILL_STEPS, heavyRainTelegram, xmlEscape } from './jma-telegrams.mjs'

/** Drill steps outside the 大雨 sequence (jma-sea-telegrams.mjs). */
const SEA_STEPS = ['tsunami', 'tsunami_lift', 'quake']
const FEED_TITLES = { extra: '高頻度（随時）', eqvol: '高頻度（地震火山）' }
/** How many entries a feed keeps (JMA's high-frequency feeds keep the latest few minutes' worth). */
const FEED_LENGTH = 100

/** The demo town: it lies where 熱海市 is, so JMA's codes for it are 熱海市's. */
export const DEMO_AREA = {
  pref: { code: '220000', name: '静岡県', office: '静岡地方気象台' },
  city: { code: '2220500', name: '熱海市' },
}

function newChannel() {
  return {
    feeds: { extra: [], eqvol: [] },
    versions: { extra: { n: 0, at: Date.now() }, eqvol: { n: 0, at: Date.now() } },
    telegrams: new Map(),
    troubles: [],
    log: [],
    drill: { previous: null },
  }
}

const httpDate = (ms) => new Date(Math.floor(ms / 1000) * 1000).toUTCString()

function feedXml(origin, prefix, feed, channel) {
  const version = channel.versions[feed]
  const self = `${origin}${prefix}/developer/xml/feed/${feed}.xml`
  const entries = channel.feeds[feed]
    .map(
      (entry) => `<entry>
<title>${xmlEscape(entry.title)}</title>
<id>${xmlEscape(entry.link)}</id>
<updated>${entry.updated}</updated>
<author><name>${xmlEscape(entry.author)}</name></author>
<link type="application/xml" href="${xmlEscape(entry.link)}"/>
<content type="text">${xmlEscape(entry.content)}</content>
</entry>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" lang="ja">
<title>${FEED_TITLES[feed]}</title>
<subtitle>JMAXML publishing feed</subtitle>
<updated>${new Date(version.at + 9 * 3600_000).toISOString().slice(0, 19)}+09:00</updated>
<id>${xmlEscape(self)}#short_${Math.floor(version.at / 1000)}</id>
<link rel="related" href="https://www.jma.go.jp/"/>
<link rel="self" href="${xmlEscape(self)}"/>
<rights type="html"><![CDATA[<a href="https://www.jma.go.jp/jma/kishou/info/coment.html">利用規約</a>]]></rights>
${entries}
</feed>
`
}

function readBody(req) {
  return new Promise((resolve) => {
    let text = ''
    req.setEncoding('utf8')
    req.on('data', (chunk) => {
      if (text.length < 8 * 1024 * 1024) text += chunk
    })
    req.on('end', () => resolve(text))
    req.on('error', () => resolve(''))
  })
}

/**
 * @param {{ port?: number, area?: typeof DEMO_AREA }} [options]
 */
export async function startJmaStandIn({ port = 0, area = DEMO_AREA } = {}) {
  const channels = new Map()
  const channelOf = (name) => {
    if (!channels.has(name)) channels.set(name, newChannel())
    return channels.get(name)
  }
  let origin = ''
  const held = new Set()
  // One clock for every channel, as JMA has one: a drill's reports always come after every earlier
  // drill's, whichever channel ran it (the Worker keeps the latest lift per kind and area, and a
  // report older than it is stale, so a second drill must not start before the first one's 解除).
  const clock = { lastReportMs: 0, lastSentMs: 0 }

  function publish(prefix, channel, { feed, type, office, xml, title, author, content, sentMs }) {
    const time = new Date(sentMs ?? Date.now())
    const stamp = time.toISOString().replace(/\D/g, '').slice(0, 14)
    let name = `${stamp}_0_${type}_${office}.xml`
    // Two telegrams of one type and office in one second still get their own URLs.
    for (let n = 1; channel.telegrams.has(name); n++) name = `${stamp}_${n}_${type}_${office}.xml`
    const link = `${origin}${prefix}/developer/xml/data/${name}`
    channel.telegrams.set(name, xml)
    channel.feeds[feed].unshift({
      title: title ?? type,
      link,
      updated: `${time.toISOString().slice(0, 19)}Z`,
      author: author ?? area.pref.office,
      content: content ?? '',
    })
    channel.feeds[feed].length = Math.min(channel.feeds[feed].length, FEED_LENGTH)
    const version = channel.versions[feed]
    version.n += 1
    // Last-Modified has one-second resolution: a publish within the same second still moves it.
    version.at = Math.max(Date.now(), Math.floor(version.at / 1000) * 1000 + 1000)
    return { link, name }
  }

  function drill(prefix, channel, step) {
    const state = channel.drill
    const now = Date.now()
    // JMA issues one report of a kind per minute at most: a drill's next step gets the next minute.
    const reportMs = Math.max(Math.floor(now / 60_000) * 60_000, clock.lastReportMs + 60_000)
    const sentMs = Math.max(now, clock.lastSentMs + 1000)
    const xml = heavyRainTelegram({ step, previous: state.previous, reportMs, sentMs, ...area })
    state.previous = step === 'lift' ? null : step
    clock.lastReportMs = reportMs
    clock.lastSentMs = sentMs
    return publish(prefix, channel, {
      feed: 'extra',
      type: 'VPWW55',
      office: area.pref.code,
      xml,
      title: '気象警報・注意報（Ｒ０６）（大雨）',
      content: `【${area.pref.name}大雨警報・注意報】${DRILL_STEPS[step].text}`,
      sentMs,
    })
  }

  /** A tsunami or earthquake drill: the eqvol feed, with its own event (EventID) per run. */
  function seaDrill(prefix, channel, step) {
    const state = channel.drill
    const now = Date.now()
    const reportMs = Math.max(Math.floor(now / 60_000) * 60_000, clock.lastReportMs + 60_000)
    const sentMs = Math.max(now, clock.lastSentMs + 1000)
    clock.lastReportMs = reportMs
    clock.lastSentMs = sentMs
    if (step !== 'tsunami_lift') state.eventMs = reportMs - 60_000
    const eventMs = state.eventMs ?? reportMs - 60_000
    const isQuake = step === 'quake'
    const xml = isQuake
      ? quakeTelegram({ reportMs, sentMs, eventMs, area: DEMO_SEA_AREAS.quake })
      : tsunamiTelegram({
          lift: step === 'tsunami_lift',
          reportMs,
          sentMs,
          eventMs,
          area: DEMO_SEA_AREAS.tsunami,
        })
    return publish(prefix, channel, {
      feed: 'eqvol',
      type: isQuake ? 'VXSE51' : 'VTSE41',
      office: '010000',
      xml,
      title: isQuake ? '震度速報' : '津波警報・注意報・予報a',
      author: '気象庁',
      sentMs,
    })
  }

  function takeTrouble(channel, target, feed) {
    const index = channel.troubles.findIndex(
      (t) => t.target === target && t.left > 0 && (!t.only || t.only === feed),
    )
    if (index === -1) return null
    const trouble = channel.troubles[index]
    trouble.left -= 1
    if (trouble.left === 0) channel.troubles.splice(index, 1)
    return trouble
  }

  async function control(req, res, prefix, channel, name) {
    const json = (status, body) =>
      res
        .writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
        .end(JSON.stringify(body))
    if (name === 'log' && req.method === 'GET') return json(200, channel.log)
    if (req.method !== 'POST') return json(405, { error: 'method not allowed' })
    let input
    try {
      input = JSON.parse((await readBody(req)) || '{}')
    } catch {
      return json(400, { error: 'invalid json' })
    }
    if (name === 'drill') {
      if (SEA_STEPS.includes(input?.step)) return json(201, seaDrill(prefix, channel, input.step))
      if (!Object.hasOwn(DRILL_STEPS, input?.step)) return json(400, { error: 'unknown step' })
      return json(201, drill(prefix, channel, input.step))
    }
    if (name === 'publish') {
      const { feed, type, xml } = input ?? {}
      if (
        !(feed in channel.feeds) ||
        !/^[A-Z]{4}\d\d$/.test(type ?? '') ||
        typeof xml !== 'string'
      ) {
        return json(400, { error: 'feed, type and xml are needed' })
      }
      const office = /^\d{6}$/.test(input.office ?? '') ? input.office : area.pref.code
      return json(201, publish(prefix, channel, { ...input, office }))
    }
    if (name === 'trouble') {
      const { times, status, retryAfter, hang, cut, target = 'feed', only } = input ?? {}
      if (!Number.isInteger(times) || times < 1 || !['feed', 'data'].includes(target)) {
        return json(400, { error: 'times (≥ 1) and target feed|data' })
      }
      if (!hang && !cut && ![429, 500, 502, 503].includes(status))
        return json(400, { error: 'status' })
      channel.troubles.push({ left: times, status, retryAfter, hang, cut, target, only })
      return json(204, {})
    }
    if (name === 'reset') {
      channels.delete(prefix)
      return json(204, {})
    }
    return json(404, { error: 'unknown control' })
  }

  function troubled(req, res, trouble, body) {
    if (trouble.hang) {
      // Never answers: the reader's own time limit has to end the wait.
      held.add(res)
      req.socket.on('close', () => held.delete(res))
      return
    }
    if (trouble.cut) {
      res.writeHead(200, {
        'content-type': 'application/xml',
        'content-length': Buffer.byteLength(body),
      })
      res.write(body.slice(0, Math.floor(body.length / 2)))
      res.destroy()
      return
    }
    const headers = { 'content-type': 'text/html; charset=utf-8' }
    if (trouble.retryAfter !== undefined) headers['retry-after'] = String(trouble.retryAfter)
    res.writeHead(trouble.status, headers).end(`<html><body>${trouble.status}</body></html>`)
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const match = /^((?:\/ch\/[\w-]{1,64})?)\/developer\/xml\/(feed|data)\/([\w.-]+)$/.exec(
      url.pathname,
    )
    if (!match) {
      res
        .writeHead(404, { 'content-type': 'text/html' })
        .end('<html><body>404 Not Found</body></html>')
      return
    }
    const [, prefix, folder, file] = match
    const channel = channelOf(prefix)
    if (folder === 'feed' && file.startsWith('__'))
      return control(req, res, prefix, channel, file.slice(2))
    const entry = {
      path: url.pathname,
      ifNoneMatch: req.headers['if-none-match'] ?? null,
      ifModifiedSince: req.headers['if-modified-since'] ?? null,
      status: 0,
    }
    channel.log.push(entry)
    if (channel.log.length > 500) channel.log.shift()
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      entry.status = 405
      res.writeHead(405).end()
      return
    }
    if (folder === 'data') {
      const xml = channel.telegrams.get(file)
      const trouble = xml === undefined ? null : takeTrouble(channel, 'data')
      entry.status = trouble ? (trouble.status ?? 0) : xml === undefined ? 404 : 200
      if (trouble) return troubled(req, res, trouble, xml)
      if (xml === undefined) {
        res
          .writeHead(404, { 'content-type': 'text/html' })
          .end('<html><body>404 Not Found</body></html>')
        return
      }
      res.writeHead(200, { 'content-type': 'application/xml' }).end(xml)
      return
    }
    const feed = file.replace(/\.xml$/, '')
    if (!(feed in channel.feeds)) {
      entry.status = 404
      res
        .writeHead(404, { 'content-type': 'text/html' })
        .end('<html><body>404 Not Found</body></html>')
      return
    }
    const version = channel.versions[feed]
    const etag = `"${createHash('sha1').update(`${prefix}:${feed}:${version.n}:${version.at}`).digest('hex').slice(0, 16)}"`
    const lastModified = httpDate(version.at)
    const body = feedXml(origin, prefix, feed, channel)
    const trouble = takeTrouble(channel, 'feed', feed)
    if (trouble) {
      entry.status = trouble.status ?? 0
      return troubled(req, res, trouble, body)
    }
    const ifNoneMatch = req.headers['if-none-match']
    const ifModifiedSince = Date.parse(req.headers['if-modified-since'] ?? '')
    const notModified = ifNoneMatch
      ? ifNoneMatch.split(',').some((tag) => tag.trim() === etag)
      : !Number.isNaN(ifModifiedSince) && Math.floor(version.at / 1000) * 1000 <= ifModifiedSince
    const headers = { etag, 'last-modified': lastModified, 'cache-control': 'max-age=0' }
    if (notModified) {
      entry.status = 304
      res.writeHead(304, headers).end()
      return
    }
    entry.status = 200
    res
      .writeHead(200, { ...headers, 'content-type': 'application/atom+xml' })
      .end(req.method === 'HEAD' ? '' : body)
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${server.address().port}`
  return {
    origin,
    feedUrl: `${origin}/developer/xml/feed`,
    close: () =>
      new Promise((resolve) => {
        for (const res of held) res.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
