import { type PushNotification, pushPayload } from '../../src/shared/api/push'

// One FCM HTTP v1 `messages:send` per token, with the outcomes the queue consumer counts.

export type SendOutcome = 'sent' | 'failed' | 'removed'

export interface SendOptions {
  endpoint: string
  projectId: string
  accessToken: string
  /** Attempts for 429/5xx and network errors, including the first. */
  maxAttempts?: number
  /** Longest wait before a retry (Retry-After above it is capped). */
  maxDelayMs?: number
  sleep?: (ms: number) => Promise<void>
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** A message's platform blocks (FCM v1 `android`, `apns`, `webpush`): a warning's delivery. */
export interface PlatformBlocks {
  android?: Record<string, unknown>
  apns?: Record<string, unknown>
  webpush?: Record<string, unknown>
}

/**
 * The FCM v1 message: `notification` for the system UI (title, body, image), `data.target_url` for
 * the click, and `webpush.fcm_options.link` left out on purpose: our service worker decides which
 * URLs may be opened. A warning adds its platform blocks (worker/alerts/push-message.ts); an
 * admin's message has none, and FCM's defaults apply.
 */
export function fcmMessage(token: string, note: PushNotification, platform: PlatformBlocks = {}) {
  return { message: { token, ...pushPayload(note), ...platform } }
}

function isUnregistered(status: number, body: unknown): boolean {
  const error = (body as { error?: { status?: string; details?: { errorCode?: string }[] } }).error
  const codes = (error?.details ?? []).map((detail) => detail.errorCode)
  if (codes.includes('UNREGISTERED')) return true
  return status === 404 && error?.status === 'NOT_FOUND'
}

function retryDelay(res: Response | null, attempt: number, maxDelayMs: number): number {
  const header = res?.headers.get('retry-after')
  if (header && /^\d+$/.test(header)) return Math.min(Number(header) * 1000, maxDelayMs)
  // Exponential backoff with jitter: ~0.5 s, 1 s, 2 s, …
  const base = 500 * 2 ** (attempt - 1)
  return Math.min(base + Math.floor(Math.random() * 250), maxDelayMs)
}

export async function sendToToken(
  token: string,
  note: PushNotification,
  options: SendOptions,
  platform: PlatformBlocks = {},
): Promise<SendOutcome> {
  const maxAttempts = options.maxAttempts ?? 4
  const maxDelayMs = options.maxDelayMs ?? 10_000
  const sleep = options.sleep ?? wait
  const url = `${options.endpoint.replace(/\/$/, '')}/v1/projects/${encodeURIComponent(
    options.projectId,
  )}/messages:send`
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    let res: Response | null = null
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.accessToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(fcmMessage(token, note, platform)),
      })
    } catch (err) {
      console.error('push: FCM unreachable', err)
    }
    if (res?.ok) {
      await res.body?.cancel()
      return 'sent'
    }
    if (res) {
      const body: unknown = await res.json().catch(() => ({}))
      if (isUnregistered(res.status, body)) return 'removed'
      const retryable = res.status === 429 || res.status >= 500
      if (!retryable) return 'failed'
    }
    if (attempt < maxAttempts) await sleep(retryDelay(res, attempt, maxDelayMs))
  }
  return 'failed'
}
