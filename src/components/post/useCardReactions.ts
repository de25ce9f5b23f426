import { useAtom, useAtomValue } from 'jotai'
import { useCallback, useEffect, useRef } from 'react'
import { MAX_REACTION_LOOKUP } from '../../shared/api/posts'
import { type CardReactions, cardReactionsAtom } from '../../state/card-reactions'
import { userAtom } from '../../state/session'
import { fetchMyReactions, setFavorited, setLiked } from './reactions-api'

export type CardReaction = 'like' | 'favorite'

// Cards that mount in the same task ask together: a page of 20 cards is one request.
let waiting = new Set<number>()
let flushing: Promise<void> | null = null

function takeWaiting(): number[] {
  const ids = [...waiting]
  waiting = new Set()
  flushing = null
  return ids
}

function merge(
  current: CardReactions | null,
  userId: number,
  asked: number[],
  answer: {
    liked: number[]
    favorited: number[]
  },
): CardReactions {
  const base =
    current?.userId === userId
      ? current
      : { userId, asked: new Set<number>(), liked: new Set<number>(), favorited: new Set<number>() }
  return {
    userId,
    asked: new Set([...base.asked, ...asked]),
    liked: new Set([...base.liked, ...answer.liked]),
    favorited: new Set([...base.favorited, ...answer.favorited]),
  }
}

/**
 * Whether the signed-in person liked and saved this post, and a toggle that changes it at once
 * and sends it (put back if the server refuses). Visitors ask nothing: their ♡ and ☆ are counts
 * that lead to the login.
 */
export function useCardReactions(postId: number) {
  const user = useAtomValue(userAtom)
  const [state, setState] = useAtom(cardReactionsAtom)
  const userId = user?.id ?? null
  const known = state !== null && state.userId === userId && state.asked.has(postId)
  const setRef = useRef(setState)
  setRef.current = setState

  useEffect(() => {
    if (userId === null || known) return
    waiting.add(postId)
    if (flushing) return
    flushing = Promise.resolve().then(async () => {
      const ids = takeWaiting()
      for (let i = 0; i < ids.length; i += MAX_REACTION_LOOKUP) {
        const chunk = ids.slice(i, i + MAX_REACTION_LOOKUP)
        try {
          const answer = await fetchMyReactions(chunk)
          setRef.current((current) => merge(current, userId, chunk, answer))
        } catch {
          // Without the answer the cards show counts only; the post's page still knows.
        }
      }
    })
  }, [postId, userId, known])

  const liked = known && state.liked.has(postId)
  const favorited = known && state.favorited.has(postId)

  const toggle = useCallback(
    async (which: CardReaction, on: boolean) => {
      if (userId === null) return null
      const flip = (value: boolean) =>
        setState((current) => {
          const base = merge(current, userId, [postId], { liked: [], favorited: [] })
          const set = new Set(which === 'like' ? base.liked : base.favorited)
          if (value) set.add(postId)
          else set.delete(postId)
          return which === 'like' ? { ...base, liked: set } : { ...base, favorited: set }
        })
      flip(on)
      try {
        return await (which === 'like' ? setLiked(postId, on) : setFavorited(postId, on))
      } catch {
        flip(!on)
        return null
      }
    },
    [postId, userId, setState],
  )

  return { signedIn: userId !== null, liked, favorited, toggle }
}
