import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useRef, useState } from 'react'
import { type ApiErrorInfo, toApiError } from '../../../lib/api'
import type { PostStatus } from '../../../shared/api/posts'
import { tokenAtom } from '../../../state/session'
import { fetchLikeStatus, setFavorited, setLiked } from '../api'

export type Reaction = 'like' | 'favorite'

const FIELDS = {
  like: { on: 'liked', count: 'like_count' },
  favorite: { on: 'favorited', count: 'favorite_count' },
} as const

function withReaction(status: PostStatus, which: Reaction, from: PostStatus): PostStatus {
  const { on, count } = FIELDS[which]
  return { ...status, [on]: from[on], [count]: from[count] }
}

/**
 * Like and favorite of one post, optimistic: the button changes at once, the server's answer
 * then sets the true counts, and a failure puts that reaction back as it was (the other one is
 * left alone). The like-status call (without the campaign header) runs again when the session
 * changes, so logging in shows the person's own likes.
 */
export function useReactions(
  postId: number,
  counts: { like_count: number; favorite_count: number },
  onError: (which: Reaction, error: ApiErrorInfo) => void,
) {
  const token = useAtomValue(tokenAtom)
  const [status, setStatus] = useState<PostStatus>({
    liked: false,
    favorited: false,
    like_count: counts.like_count,
    favorite_count: counts.favorite_count,
  })
  const statusRef = useRef(status)
  statusRef.current = status
  const pending = useRef<Record<Reaction, boolean>>({ like: false, favorite: false })
  const onErrorRef = useRef(onError)
  onErrorRef.current = onError

  // `token` is a dependency on purpose: a new session has its own likes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run on session change
  useEffect(() => {
    const controller = new AbortController()
    fetchLikeStatus(postId, controller.signal).then(
      (fresh) => {
        // A reaction sent meanwhile is newer than this answer.
        setStatus((current) => {
          let next = fresh
          for (const which of ['like', 'favorite'] as const) {
            if (pending.current[which]) next = withReaction(next, which, current)
          }
          return next
        })
      },
      () => {
        // The counts of the post itself stay; the buttons still work.
      },
    )
    return () => controller.abort()
  }, [postId, token])

  const toggle = useCallback(
    async (which: Reaction) => {
      if (pending.current[which]) return
      const before = statusRef.current
      const { on, count } = FIELDS[which]
      const next = !before[on]
      const optimistic = {
        ...before,
        [on]: next,
        [count]: Math.max(0, before[count] + (next ? 1 : -1)),
      }
      statusRef.current = optimistic
      setStatus(optimistic)
      pending.current[which] = true
      try {
        const send = which === 'like' ? setLiked : setFavorited
        const answer = await send(postId, next)
        setStatus((current) => withReaction(current, which, answer))
      } catch (err) {
        setStatus((current) => withReaction(current, which, before))
        onErrorRef.current(which, toApiError(err))
      } finally {
        pending.current[which] = false
      }
    },
    [postId],
  )

  return { status, toggle }
}
