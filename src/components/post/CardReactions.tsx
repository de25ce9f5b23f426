import { useState } from 'react'
import type { PostSummary } from '../../shared/api/posts'
import m from '../i18n/current'
import { HeartIcon, StarIcon } from '../icons'
import { useLoginPrompt } from '../useLoginPrompt'
import { formatCount } from './time'
import { type CardReaction, useCardReactions } from './useCardReactions'

/**
 * A card's ♡ and ☆: buttons that like and save the post from the list, as in the apps people
 * know, with the counts beside them. A visitor's press explains and offers the login.
 */
export function CardReactions({ post }: { post: PostSummary }) {
  const { liked, favorited, toggle } = useCardReactions(post.id)
  const login = useLoginPrompt()
  // The counts as the server last answered a press here (the list's own until then).
  const [counts, setCounts] = useState({ like: post.like_count, favorite: post.favorite_count })
  const [pending, setPending] = useState<Record<CardReaction, boolean>>({
    like: false,
    favorite: false,
  })

  const press = async (which: CardReaction, control: Element) => {
    if (pending[which] || !login.ensureLoggedIn(m.card.loginToReact, control)) return
    const on = which === 'like' ? !liked : !favorited
    setPending((current) => ({ ...current, [which]: true }))
    setCounts((current) => ({ ...current, [which]: Math.max(0, current[which] + (on ? 1 : -1)) }))
    const answer = await toggle(which, on)
    setCounts((current) =>
      answer
        ? { like: answer.like_count, favorite: answer.favorite_count }
        : { ...current, [which]: Math.max(0, current[which] + (on ? -1 : 1)) },
    )
    setPending((current) => ({ ...current, [which]: false }))
  }

  return (
    <>
      <button
        type="button"
        className="post-card__react post-card__react--like"
        aria-pressed={liked}
        onClick={(event) => void press('like', event.currentTarget)}
      >
        <HeartIcon size={16} />
        <span className="visually-hidden">{m.card.likes(counts.like)}</span>
        <span aria-hidden="true">{formatCount(counts.like)}</span>
      </button>
      <button
        type="button"
        className="post-card__react post-card__react--favorite"
        aria-pressed={favorited}
        onClick={(event) => void press('favorite', event.currentTarget)}
      >
        <StarIcon size={16} />
        <span className="visually-hidden">{m.card.favorites(counts.favorite)}</span>
        <span aria-hidden="true">{formatCount(counts.favorite)}</span>
      </button>
      {login.dialog}
    </>
  )
}
