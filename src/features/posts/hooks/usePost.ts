import { useCallback, useEffect, useRef, useState } from 'react'
import { type ApiErrorInfo, toApiError } from '../../../lib/api'
import type { Post } from '../../../shared/api/posts'
import { bootPost, fetchPost } from '../api'

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

function initialState(id: number | null): PostState {
  if (id === null) return { status: 'notFound' }
  // A first load of the post's page carries the post: the page shows at once.
  const post = bootPost(id)
  return post ? { status: 'ready', post } : { status: 'loading' }
}

export function usePost(id: number | null) {
  const [state, setState] = useState<PostState>(() => initialState(id))
  const [attempt, setAttempt] = useState(0)
  // The post the first render already had from the page: no request for it.
  const fromPage = useRef(state.status === 'ready' ? state.post.id : null)

  useEffect(() => {
    if (id === null) {
      setState({ status: 'notFound' })
      return
    }
    if (attempt === 0 && id === fromPage.current) return
    fromPage.current = null
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
