import { useId, useState } from 'react'
import { Dialog } from '../Dialog'
import m from '../i18n/current'
import { LinkIcon, ShareIcon } from '../icons'
import { lineShareUrl, xShareUrl } from './shareUrls'
import './share.css'

interface ShareBarProps {
  /** What is shared, in the site's language (a post's title as this site shows it, a place name). */
  title: string
  /** The page's path (/app/posts/12): the link is this site's, so it opens in the same language. */
  path: string
  notify: (message: string, tone?: 'info' | 'error') => void
}

/**
 * Sharing a page: LINE (how most people in Japan pass a link on), X, copying the link, and the
 * system share sheet where the browser has one. When the clipboard is refused, a dialog shows the
 * link to copy by hand.
 */
export function ShareBar({ title, path, notify }: ShareBarProps) {
  const [manualUrl, setManualUrl] = useState<string | null>(null)
  const headingId = useId()
  const url = `${window.location.origin}${path}`
  const text = m.share.text(title)
  const canShareNatively = typeof navigator.share === 'function'

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      notify(m.share.copied)
    } catch {
      setManualUrl(url)
    }
  }

  const shareNatively = async () => {
    try {
      await navigator.share({ title, text, url })
    } catch (err) {
      // The person closed the sheet: nothing more to do. Anything else: copying still works.
      if (!(err instanceof DOMException && err.name === 'AbortError')) await copy()
    }
  }

  return (
    <section className="share-bar" aria-labelledby={headingId}>
      <h2 id={headingId} className="share-bar__heading">
        {m.share.heading}
      </h2>
      <div className="share-bar__targets">
        <a
          className="share-button share-button--line"
          href={lineShareUrl(url)}
          target="_blank"
          rel="noopener"
        >
          <span className="share-button__mark" aria-hidden="true">
            LINE
          </span>
          {m.share.line}
          <span className="visually-hidden">{m.share.newTab}</span>
        </a>
        <a
          className="share-button share-button--x"
          href={xShareUrl(text, url)}
          target="_blank"
          rel="noopener"
        >
          <span className="share-button__mark" aria-hidden="true">
            𝕏
          </span>
          {m.share.x}
          <span className="visually-hidden">{m.share.newTab}</span>
        </a>
        <button type="button" className="share-button" onClick={() => void copy()}>
          <LinkIcon size={18} />
          {m.share.copy}
        </button>
        {canShareNatively ? (
          <button type="button" className="share-button" onClick={() => void shareNatively()}>
            <ShareIcon size={18} />
            {m.share.more}
          </button>
        ) : null}
      </div>
      <ShareLinkDialog url={manualUrl} onClose={() => setManualUrl(null)} />
    </section>
  )
}

/** The link to copy by hand, when the clipboard is not available. */
function ShareLinkDialog({ url, onClose }: { url: string | null; onClose: () => void }) {
  const inputId = useId()
  return (
    <Dialog open={url !== null} onClose={onClose} title={m.share.dialogTitle}>
      <p className="dialog__lead">{m.share.dialogLead}</p>
      <label className="field__label" htmlFor={inputId}>
        {m.share.urlLabel}
      </label>
      <input
        id={inputId}
        className="input"
        readOnly
        value={url ?? ''}
        onFocus={(event) => event.target.select()}
      />
    </Dialog>
  )
}
