import { type ReactNode, useId, useState } from 'react'
import { SITE_LANGUAGES } from '../shared/sites'
import m from './i18n/current'
import './translated-text.css'

/** What the API says about one item's language (PostSummary.translation, SearchHit.translation). */
interface TranslationInfo {
  translated: boolean
  lang: 'en' | 'ko' | 'zh-hans' | 'zh-hant'
}

interface TranslatedTextProps {
  /** Absent on the Japanese site: the original is shown as is, with no label. */
  translation?: TranslationInfo | null
  /** The Japanese text as written. */
  original: ReactNode
  /** The machine translation (used when `translation.translated`). */
  translated?: ReactNode
  className?: string
}

/**
 * User content on the international sites. Translated: the translation, with
 * "Translated by machine · Show original" to switch to the Japanese text and back. Not translated
 * (no provider, or it failed): the original with an "Original" label, never an error. The
 * wrapper's `lang` follows what is shown, so screen readers pronounce it correctly.
 */
export function TranslatedText({
  translation,
  original,
  translated,
  className,
}: TranslatedTextProps) {
  const [showOriginal, setShowOriginal] = useState(false)
  const contentId = useId()
  const classes = ['translated-text', className].filter(Boolean).join(' ')
  if (!translation) return <div className={className}>{original}</div>
  if (!translation.translated || translated === undefined) {
    return (
      <div className={classes}>
        <div lang="ja">{original}</div>
        <p className="translated-text__note">
          <span className="translated-text__label">{m.translation.original}</span>
        </p>
      </div>
    )
  }
  const htmlLang = SITE_LANGUAGES[translation.lang].htmlLang
  return (
    <div className={classes}>
      <div id={contentId} lang={showOriginal ? 'ja' : htmlLang} aria-live="polite">
        {showOriginal ? original : translated}
      </div>
      <p className="translated-text__note">
        {showOriginal ? (
          <span className="translated-text__label">{m.translation.original}</span>
        ) : (
          <span>{m.translation.machine}</span>
        )}
        <span aria-hidden="true"> · </span>
        <button
          type="button"
          className="translated-text__toggle"
          aria-controls={contentId}
          aria-pressed={showOriginal}
          onClick={(event) => {
            // Inside a link (a search hit), toggling must not follow the link.
            event.preventDefault()
            event.stopPropagation()
            setShowOriginal((value) => !value)
          }}
        >
          {showOriginal ? m.translation.showTranslation : m.translation.showOriginal}
        </button>
      </p>
    </div>
  )
}
