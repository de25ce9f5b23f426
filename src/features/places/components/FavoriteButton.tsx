import { useState } from 'react'
import { useLoginPrompt } from '../../../components/useLoginPrompt'
import { toApiError } from '../../../lib/api'
import { setFavorite } from '../api'
import m from '../i18n/current'

/** Save or unsave a place or an artist; visitors are asked to log in first. */
export function FavoriteButton(props: {
  target: 'places' | 'artists'
  id: number
  favorited: boolean
  onError: (message: string) => void
}) {
  const [on, setOn] = useState(props.favorited)
  const [busy, setBusy] = useState(false)
  const { ensureLoggedIn, dialog } = useLoginPrompt()
  const toggle = async () => {
    if (busy || !ensureLoggedIn(m.favorite.loginWhy)) return
    setBusy(true)
    const next = !on
    setOn(next)
    try {
      const status = await setFavorite(props.target, props.id, next)
      setOn(status.favorited)
    } catch (err) {
      setOn(!next)
      props.onError(toApiError(err).message || m.favorite.failed)
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small favorite-toggle"
        aria-pressed={on}
        onClick={() => void toggle()}
      >
        {on ? m.favorite.saved : m.favorite.save}
      </button>
      {dialog}
    </>
  )
}
