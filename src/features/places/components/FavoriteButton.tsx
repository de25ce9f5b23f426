import { type MouseEvent, useState } from 'react'
import { useLoginPrompt } from '../../../components/useLoginPrompt'
import { useSubmit } from '../../../components/useSubmit'
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
  const { busy, run } = useSubmit((error) => {
    props.onError(error.message || m.favorite.failed)
    return null
  })
  const { ensureLoggedIn, dialog } = useLoginPrompt()
  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy || !ensureLoggedIn(m.favorite.loginWhy, event.currentTarget)) return
    const next = !on
    setOn(next)
    void run(async () => {
      try {
        setOn((await setFavorite(props.target, props.id, next)).favorited)
      } catch (err) {
        setOn(!next)
        throw err
      }
    })
  }
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small favorite-toggle"
        aria-pressed={on}
        onClick={toggle}
      >
        {on ? m.favorite.saved : m.favorite.save}
      </button>
      {dialog}
    </>
  )
}
