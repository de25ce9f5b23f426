// The account data API (worker/account-data/): deleting one's account and downloading one's data.

export type { AccountDeletionInput } from './account-data-schema'

/** How long a prepared download stays offered. */
export const EXPORT_DAYS = 7

/** One data download of the signed-in person (GET /api/me/data-exports). */
export interface DataExport {
  id: string
  state: 'queued' | 'ready' | 'failed'
  /** Size of the ZIP once ready. */
  bytes: number | null
  requested_at: string
  ready_at: string | null
  expires_at: string | null
}

export interface DataExportList {
  items: DataExport[]
}

/** POST /api/me/account-deletion: accepted; the rest happens in the background. */
export interface AccountDeletionAccepted {
  message: string
  /** Whether a mail says when it is done (accounts without a verified address get none). */
  notify: boolean
}
