import {
  type ApiErrorInfo,
  apiPath,
  bookmarkGeneration,
  call,
  rememberBookmark,
  requestDecorations,
  withErrorId,
} from '../../../lib/api'
import { site } from '../../../lib/site'
import type { ResponseOf } from '../../../shared/api/endpoints'
import { D1_BOOKMARK_HEADER } from '../../../shared/d1-bookmark'

// The desk's shelter refresh (worker/hazard/shelter-upload-routes.ts). ofetch cannot report upload
// progress, so the upload is an XMLHttpRequest with the headers and query of every other call.

export const fetchShelterImports = () => call('GET /api/admin/shelters/imports')

export interface ShelterUploadFailure extends ApiErrorInfo {
  /** The rows the server named (line of the file and what is wrong), if any. */
  problems: { line: number; message: string }[]
}

export class ShelterUploadError extends Error {
  constructor(readonly failure: ShelterUploadFailure) {
    super(failure.message ?? failure.error ?? `upload failed (${failure.status})`)
    this.name = 'ShelterUploadError'
  }
}

function failureOf(status: number, text: string): ShelterUploadFailure {
  let data: Record<string, unknown> = {}
  try {
    const parsed: unknown = JSON.parse(text)
    if (typeof parsed === 'object' && parsed !== null) data = parsed as Record<string, unknown>
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  const field = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : null)
  const requestId = field('request_id')
  const message = field('message')
  return {
    status,
    error: field('error'),
    message: message && withErrorId(message, requestId),
    requestId,
    problems: Array.isArray(data.problems)
      ? (data.problems as { line: number; message: string }[]).slice(0, 50)
      : [],
  }
}

/** POST the file as it is, reporting the share sent (0 to 1); resolves to the import's summary. */
export function uploadShelterCsv(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ResponseOf<'POST /api/admin/shelters'>> {
  const { headers, query } = requestDecorations()
  const url = new URL(`${site.apiBase}${apiPath('POST /api/admin/shelters')}`, window.location.href)
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value)
  url.searchParams.set('name', file.name)
  const xhr = new XMLHttpRequest()
  const generation = bookmarkGeneration()
  return new Promise((resolve, reject) => {
    xhr.open('POST', url.toString())
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.setRequestHeader('Content-Type', 'text/csv')
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    })
    xhr.addEventListener('load', () => {
      rememberBookmark(xhr.getResponseHeader(D1_BOOKMARK_HEADER), generation, true)
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1)
        resolve(JSON.parse(xhr.responseText) as ResponseOf<'POST /api/admin/shelters'>)
      } else reject(new ShelterUploadError(failureOf(xhr.status, xhr.responseText)))
    })
    xhr.addEventListener('error', () => reject(new ShelterUploadError(failureOf(0, ''))))
    xhr.send(file)
  })
}
