import { Hono } from 'hono'
import { requireUser } from '../accounts/session'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import { BOM, csvRow, tokyoPeriod } from './csv'
import { DATASETS, type Dataset } from './datasets'

/**
 * The town's own data out: GET /api/admin/export/<dataset>?from=YYYY-MM-DD&to=YYYY-MM-DD, a CSV
 * of the rows of those Tokyo days (both inclusive). Admin only. The body is streamed page by page,
 * so a big table never sits in memory and never turns into a 500 after the first byte.
 */
export const adminExport = new Hono<AppEnv>()

/** Rows per D1 read. */
export const EXPORT_PAGE_ROWS = 500

const DATE = /^\d{4}-\d{2}-\d{2}$/
const BAD_PERIOD =
  '期間の指定が正しくありません。開始日と終了日を YYYY-MM-DD の形で、開始日が終了日より後にならないように指定してください。'

const isDate = (value: string | undefined): value is string =>
  !!value && DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)

adminExport.get('/:dataset', async (c) => {
  const user = await requireUser(c)
  // Moderators included: the town's whole data is the admin's alone.
  if (user.role !== 'admin' || user.status !== 'active' || user.suspension_reason !== null) {
    throw apiError(403, 'forbidden', '管理者のみ利用できます。')
  }
  const dataset = DATASETS.find((d) => d.name === c.req.param('dataset'))
  if (!dataset) throw apiError(404, 'unknown_dataset', 'その書き出しはありません。')
  const from = c.req.query('from')
  const to = c.req.query('to')
  if (!isDate(from) || !isDate(to) || from > to) {
    throw apiError(400, 'invalid_period', BAD_PERIOD)
  }
  const file = `jimoto-${dataset.name}-${from}_${to}.csv`
  return new Response(csvStream(c.env.DB, dataset, tokyoPeriod(from, to)), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${file}"`,
      'cache-control': 'private, no-store',
    },
  })
})

type Row = Record<string, string | number | null>

function csvStream(db: D1Database, dataset: Dataset, period: { start: string; end: string }) {
  const encoder = new TextEncoder()
  let after = 0
  let started = false
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true
        controller.enqueue(encoder.encode(BOM + csvRow(dataset.headers)))
        return
      }
      try {
        const { results } = await db
          .prepare(dataset.sql)
          .bind(period.start, period.end, after, EXPORT_PAGE_ROWS)
          .all<Row>()
        if (results.length > 0) {
          controller.enqueue(encoder.encode(results.map((r) => csvRow(dataset.row(r))).join('')))
          after = Number(results[results.length - 1]?.k)
        }
        if (results.length < EXPORT_PAGE_ROWS) controller.close()
      } catch (err) {
        console.error(`export ${dataset.name}: read failed after rowid ${after}`, err)
        controller.error(err)
      }
    },
  })
}
