import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useState } from 'react'
import { type ApiErrorInfo, toApiError } from '../../lib/api'
import type { PublicProfile } from '../../shared/api/posts'
import { tokenAtom } from '../../state/session'
import { fetchProfile } from './api'

export type ProfileState =
  | { status: 'loading' }
  | { status: 'ready'; profile: PublicProfile }
  | { status: 'notFound' }
  | { status: 'error'; error: ApiErrorInfo }

export function parseUserId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null
  const id = Number(raw)
  return Number.isSafeInteger(id) ? id : null
}

/** A public profile; fetched again when the session changes (`following` is per viewer). */
export function useProfile(id: number | null) {
  const token = useAtomValue(tokenAtom)
  const [state, setState] = useState<ProfileState>({ status: id === null ? 'notFound' : 'loading' })
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `token` and `attempt` re-run it
  useEffect(() => {
    if (id === null) {
      setState({ status: 'notFound' })
      return
    }
    const controller = new AbortController()
    setState((current) =>
      current.status === 'ready' && current.profile.id === id ? current : { status: 'loading' },
    )
    fetchProfile(id, controller.signal).then(
      (profile) => setState({ status: 'ready', profile }),
      (err: unknown) => {
        if (controller.signal.aborted) return
        const error = toApiError(err)
        setState(error.status === 404 ? { status: 'notFound' } : { status: 'error', error })
      },
    )
    return () => controller.abort()
  }, [id, token, attempt])

  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  /** Applies a change the page made (a follow, an edit) without fetching again. */
  const update = useCallback((change: Partial<PublicProfile>) => {
    setState((current) =>
      current.status === 'ready'
        ? { ...current, profile: { ...current.profile, ...change } }
        : current,
    )
  }, [])
  return { state, retry, update }
}

/** Only web addresses become links: never javascript:, data: or anything else. */
export function safeWebsite(
  url: string | null | undefined,
): { href: string; label: string } | null {
  if (!url) return null
  let parsed: URL
  try {
    parsed = new URL(url.trim())
  } catch {
    return null
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null
  const label = `${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}${parsed.search}`
  return { href: parsed.href, label }
}
