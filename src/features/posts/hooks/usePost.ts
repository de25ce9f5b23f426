import { useCallback, useEffect, useState } from 'react'
import { type ApiErrorInfo, toApiError } from '../../../lib/api'
import type { Post } from '../../../shared/api/posts'
import { fetchPost } from '../api'

export type PostState =
  | { status: 'loading' }
  | { status: 'ready'; post: Post }
  | { status: 'notFound' }
  | { status: 'error'; error: ApiErrorInfo }

/** Post ids are positive integers; anything else is a post that does not exist. */
export function parsePostId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null
  const id = Number(raw)
  return Number.isSafeInteger(id) ? id : null
}

export function usePost(id: number | null) {
  const [state, setState] = useState<PostState>({ status: id === null ? 'notFound' : 'loading' })
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the request
  useEffect(() => {
    if (id === null) {
      setState({ status: 'notFound' })
      return
    }
    setState({ status: 'loading' })
    const controller = new AbortController()
    fetchPost(id, controller.signal).then(
      (post) => setState({ status: 'ready', post }),
      (err: unknown) => {
        if (controller.signal.aborted) return
        const error = toApiError(err)
        setState(error.status === 404 ? { status: 'notFound' } : { status: 'error', error })
      },
    )
    return () => controller.abort()
  }, [id, attempt])

  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  return { state, retry }
}
