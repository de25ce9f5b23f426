import { toApiError } from '../../lib/api'

// The stored token's check on load tries again before it counts as a failure (which logs out):
// a fetch cut off because the page is being left rejects like a lost connection, and logging out
// then would end the session the next page is about to use. A page that is gone runs no timer,
// so its cut-off check never gets that far; a moment without network or a busy server gets two
// more chances. An answer that refuses the token (401, 403, …) logs out at once.

/** The waits before the second and third try, in milliseconds. */
export const ME_RETRY_DELAYS_MS = [1_000, 3_000] as const

/** No answer, a timeout, too many requests or a server error: worth asking again. */
export function isPassingFailure(err: unknown): boolean {
  const { status } = toApiError(err)
  return status === 0 || status === 408 || status === 429 || status >= 500
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * `fetchMe` until it answers, trying again after each of `ME_RETRY_DELAYS_MS` on a passing
 * failure while `stillWanted()` (before and after the wait); throws the last failure.
 */
export async function fetchMeWithRetries<T>(
  fetchMe: () => Promise<T>,
  stillWanted: () => boolean,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetchMe()
    } catch (err) {
      const delay = ME_RETRY_DELAYS_MS[attempt]
      if (delay === undefined || !isPassingFailure(err) || !stillWanted()) throw err
      await wait(delay)
      if (!stillWanted()) throw err
    }
  }
}
