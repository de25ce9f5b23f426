// The translation model replaced at its HTTP boundary, for `npm start` and the tests: a loopback
// server speaking worker/translate/protocol.ts (POST /translate, Bearer key, NLLB codes). It
// "translates" by prefixing the NLLB code ("[eng_Latn] 港の朝市"), so a reader sees the text is a
// stand-in's and a test can tell which language it got. Texts containing a marker choose a failure:
//   〔遅延〕 the answer takes 10 s (longer than any timeout of ours)
//   〔障害〕 500
// Every request is logged; GET /__log returns the log.
import { createServer } from 'node:http'

export const TRANSLATION_TEST_KEY = 'test-translation-key'
export const SLOW_MARKER = '〔遅延〕'
export const FAIL_MARKER = '〔障害〕'

/** What the stand-in answers for `text` in `targetLang` (an NLLB code). */
export function fakeTranslation(text, targetLang) {
  return `[${targetLang}] ${text}`
}

function answer(req, res, body, log) {
  log.push({ authorization: req.headers.authorization ?? null, body })
  if (req.headers.authorization !== `Bearer ${TRANSLATION_TEST_KEY}`) {
    res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"unauthorized"}')
    return
  }
  const texts = Array.isArray(body.text) ? body.text : []
  if (texts.some((text) => text.includes(FAIL_MARKER))) {
    res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"model down"}')
    return
  }
  const send = () => {
    if (res.destroyed) return
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(
      JSON.stringify({ translations: texts.map((t) => fakeTranslation(t, body.target_lang)) }),
    )
  }
  if (texts.some((text) => text.includes(SLOW_MARKER))) setTimeout(send, 10_000).unref()
  else send()
}

/**
 * Listens on 127.0.0.1:`port` (0: a free one); TRANSLATION_API_URL is `http://127.0.0.1:<port>/translate`
 * and TRANSLATION_API_KEY is TRANSLATION_TEST_KEY.
 * @param {number} port
 * @returns {Promise<import('node:http').Server>}
 */
export function startTranslationServer(port) {
  const log = []
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/__log') {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(log))
      return
    }
    const chunks = []
    req.on('data', (chunk) => chunks.push(chunk))
    req.on('end', () => {
      let body
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      } catch {
        res.writeHead(400).end()
        return
      }
      answer(req, res, body, log)
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}
