import { createServer, type Server } from 'node:http'
import type { TranslateRequestBody } from '../../worker/translate/protocol'

// The translation model replaced at its HTTP boundary: a loopback server speaking
// worker/translate/protocol.ts. It "translates" by prefixing the NLLB code, so a test can tell
// which language it got. Texts containing a marker choose a failure:
//   〔遅延〕 the answer takes 10 s (longer than any timeout of ours)
//   〔障害〕 500
// Every request is logged; GET /__log returns the log.

export const TRANSLATION_TEST_KEY = 'test-translation-key'
export const SLOW_MARKER = '〔遅延〕'
export const FAIL_MARKER = '〔障害〕'

export interface LoggedRequest {
  authorization: string | null
  body: TranslateRequestBody
}

export function fakeTranslation(text: string, targetLang: string): string {
  return `[${targetLang}] ${text}`
}

export function startTranslationServer(port: number): Promise<Server> {
  const log: LoggedRequest[] = []
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/__log') {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(log))
      return
    }
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      let body: TranslateRequestBody
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as TranslateRequestBody
      } catch {
        res.writeHead(400).end()
        return
      }
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
      const answer = () => {
        if (res.destroyed) return
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(
          JSON.stringify({ translations: texts.map((t) => fakeTranslation(t, body.target_lang)) }),
        )
      }
      if (texts.some((text) => text.includes(SLOW_MARKER))) setTimeout(answer, 10_000).unref()
      else answer()
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}
