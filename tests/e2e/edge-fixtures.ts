// Rows for the edge's e2e tests, written into the e2e Worker's local D1 behind its back
// (tests/e2e/d1.ts).
import { createHash } from 'node:crypto'
import { request } from 'node:http'
import { inject } from 'vitest'
import { runLocalD1 } from './d1'

/** A SQL literal: NULL, a number, or a single-quoted string. */
export function sql(value: string | number | null): string {
  if (value === null) return 'NULL'
  if (typeof value === 'number') return String(value)
  return `'${value.replaceAll("'", "''")}'`
}

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

/** Runs SQL statements against the e2e Worker's database, in one transaction. */
export async function executeSql(statements: string[]): Promise<void> {
  runLocalD1(statements)
}

/**
 * The page HTML as a crawler fetches it. Node cannot resolve *.localhost and its fetch() ignores a
 * Host header, so this connects to 127.0.0.1 with node:http and names the site in `Host`.
 */
export function fetchPage(
  prefix: '' | 'en' | 'ko' | 'zh-hans' | 'zh-hant',
  path: string,
): Promise<{ status: number; html: string; origin: string; contentType: string }> {
  const port = inject('e2ePort')
  const host = `${prefix ? `${prefix}.` : ''}localhost:${port}`
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        headers: { host, 'user-agent': 'facebookexternalhit/1.1' },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            html: Buffer.concat(chunks).toString('utf8'),
            origin: `http://${host}`,
            contentType: String(res.headers['content-type'] ?? ''),
          }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end()
  })
}
