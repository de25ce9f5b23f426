import { api, requestDecorations } from '../../lib/api'
import { site } from '../../lib/site'
import type {
  AccountDeletionAccepted,
  AccountDeletionInput,
  DataExport,
  DataExportList,
} from '../../shared/api/account-data'
import type { SignInMethods } from '../../shared/api/accounts'

// The account data feature's calls (worker/account-data/routes.ts).

export const fetchSignInMethods = () => api<SignInMethods>('/api/me/sign-in-methods')

export const deleteAccount = (body: AccountDeletionInput) =>
  api<AccountDeletionAccepted>('/api/me/account-deletion', {
    method: 'POST',
    body: body satisfies AccountDeletionInput,
  })

export const fetchExports = () => api<DataExportList>('/api/me/data-exports')

export const requestExport = () => api<DataExport>('/api/me/data-exports', { method: 'POST' })

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
  const res = await fetch(`${site.apiBase}/api/me/data-exports/${id}/download?${params}`, {
    headers,
  })
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
