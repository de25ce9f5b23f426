import { useState } from 'react'

interface ShareTarget {
  title: string
  url: string
}

/**
 * Share a post: the system share sheet where there is one (phones), else the link is copied.
 * When even the clipboard is refused, a dialog shows the link to copy by hand.
 */
export function useShare(onCopied: () => void) {
  const [manualUrl, setManualUrl] = useState<string | null>(null)

  const share = async ({ title, url }: ShareTarget) => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: title, url })
        return
      } catch (err) {
        // The person closed the sheet: nothing more to do.
        if (err instanceof DOMException && err.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      onCopied()
    } catch {
      setManualUrl(url)
    }
  }

  return { share, manualUrl, closeManual: () => setManualUrl(null) }
}
