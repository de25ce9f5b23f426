import { type ApiErrorInfo, apiPath, requestDecorations } from '../../../lib/api'
import { site } from '../../../lib/site'

// The desk's CSV export (worker/exports/routes.ts). A file, not JSON: fetched with the headers of
// every other call (the bearer token), then handed to the browser as a download.

export const EXPORT_DATASETS = [
  'posts',
  'places',
  'shelters',
  'rallies',
  'coupon-uses',
  'ad-orders',
  'town-orders',
  'warnings',
] as const
export type ExportDataset = (typeof EXPORT_DATASETS)[number]

export class ExportError extends Error {
  constructor(readonly info: ApiErrorInfo) {
    super(info.message ?? `export failed (${info.status})`)
    this.name = 'ExportError'
  }
}

async function failureOf(res: Response): Promise<ApiErrorInfo> {
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>
  const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : null)
  return {
    status: res.status,
    error: text('error'),
    message: text('message'),
    requestId: text('request_id') ?? res.headers.get('x-request-id'),
  }
}

/** Downloads one dataset's CSV for the Tokyo days `from`..`to`; resolves to the file's name. */
export async function downloadExport(dataset: ExportDataset, from: string, to: string) {
  const { headers, query } = requestDecorations({ campaign: false })
  const params = new URLSearchParams({ ...query, from, to })
  const path = apiPath('GET /api/admin/export/:dataset', { dataset })
  const res = await fetch(`${site.apiBase}${path}?${params}`, { headers })
  if (!res.ok) throw new ExportError(await failureOf(res))
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1]
  const file = name ?? `jimoto-${dataset}.csv`
  const url = URL.createObjectURL(await res.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = file
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
  return file
}
