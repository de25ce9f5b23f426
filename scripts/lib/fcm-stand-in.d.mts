import type { Delivery } from './fcm-message-shape.mjs'

export interface RecordedSend {
  token: string
  status: number
  message: {
    token: string
    notification?: { title?: string; body?: string; image?: string }
    data?: Record<string, string>
    android?: Record<string, unknown>
    apns?: Record<string, unknown>
    webpush?: Record<string, unknown>
  }
  delivery: Delivery
  /** FCM's answer when it was not 200 (e.g. the INVALID_ARGUMENT body). */
  error?: unknown
  authorization: string
  path: string
}

export interface FcmStandIn {
  /** FCM_ENDPOINT for the Worker; GET `${origin}/_sends` lists what was sent. */
  origin: string
  /** The service account key file (JSON) for FCM_SERVICE_ACCOUNT, its token_uri pointing here. */
  serviceAccount: string
  sends: RecordedSend[]
  close(): Promise<void>
}

export function startFcmStandIn(): Promise<FcmStandIn>
