import { apiPath, call, requestDecorations } from '../../lib/api'
import { site } from '../../lib/site'
import type { AccountDeletionInput } from '../../shared/api/account-data'

// The account data feature's calls (worker/account-data/routes.ts).

export const fetchSignInMethods = () => call('GET /api/me/sign-in-methods')

export const deleteAccount = (body: AccountDeletionInput) =>
  call('POST /api/me/account-deletion', { body })

export const fetchExports = () => call('GET /api/me/data-exports')

export const requestExport = () => call('POST /api/me/data-exports')

/** A refused download, with the server's words (Japanese) when it sent some. */
export class DownloadError extends Error {
  constructor(readonly serverMessage: string | null) {
    super(serverMessage ?? 'download failed')
    this.name = 'DownloadError'
  }
}

/** The ZIP, fetched with the bearer token like every call, then handed to the browser. */
export async function downloadExport(id: string): Promise<void> {
  const { headers, query } = requestDecorations({ campaign: false })
  const params = new URLSearchParams(query)
  const path = apiPath('GET /api/me/data-exports/:id/download', { id })
  const res = await fetch(`${site.apiBase}${path}?${params}`, { headers })
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string }
    throw new DownloadError(body.message ?? null)
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1]
  const url = URL.createObjectURL(await res.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = name ?? 'jimoto-data.zip'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
