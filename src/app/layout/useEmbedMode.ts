import { atom, useAtom } from 'jotai'
import { useEffect } from 'react'
import { useSearch } from 'wouter'

// `embed=1` hides the menus and the header. Inside a frame the mode stays on for the
// frame's lifetime, so a link followed inside an embed does not pull the whole app chrome into
// someone else's page; a top-level tab simply follows its URL.
const framedEmbedAtom = atom(false)

function isFramed(): boolean {
  try {
    return window.self !== window.top
  } catch {
    // A cross-origin parent makes window.top unreadable: that is a frame too.
    return true
  }
}

export function useEmbedMode(): boolean {
  const search = useSearch()
  const requested = new URLSearchParams(search).get('embed') === '1'
  const [framedEmbed, setFramedEmbed] = useAtom(framedEmbedAtom)
  useEffect(() => {
    if (requested && !framedEmbed && isFramed()) setFramedEmbed(true)
  }, [requested, framedEmbed, setFramedEmbed])
  return requested || framedEmbed
}
