import { type ReactNode, useId, useState } from 'react'
import { type InternationalLang, SITE_LANGUAGES } from '../shared/sites'
import m from './i18n/current'
import './translated-text.css'

/** What the API says about one item's language (PostSummary.translation, SearchHit.translation). */
interface TranslationInfo {
  translated: boolean
  lang: InternationalLang
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
  showOriginal: controlled,
  onShowOriginalChange,
}: TranslatedTextProps & Partial<OriginalSwitch>) {
  const [ownShowOriginal, setOwnShowOriginal] = useState(false)
  const showOriginal = controlled ?? ownShowOriginal
  const setShowOriginal = onShowOriginalChange ?? setOwnShowOriginal
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
      <TranslationNote
        translation={translation}
        showOriginal={showOriginal}
        onShowOriginalChange={setShowOriginal}
        controls={contentId}
      />
    </div>
  )
}

/** Whether a page shows the Japanese originals of its texts instead of their translations. */
export interface OriginalSwitch {
  showOriginal: boolean
  onShowOriginalChange: (showOriginal: boolean) => void
}

/**
 * The label under translated text: "Translated by machine · Show original" (and back), or
 * "Original" for text with no translation. Nothing on the Japanese site. A page whose several
 * texts switch together (a place: its name, description, timetable) shows one of these.
 */
export function TranslationNote({
  translation,
  showOriginal,
  onShowOriginalChange,
  controls,
}: OriginalSwitch & {
  translation?: TranslationInfo | null
  /** Id(s) of what the toggle switches, for assistive technology. */
  controls?: string
}) {
  if (!translation) return null
  if (!translation.translated) {
    return (
      <p className="translated-text__note">
        <span className="translated-text__label">{m.translation.original}</span>
      </p>
    )
  }
  return (
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
        aria-controls={controls}
        aria-pressed={showOriginal}
        onClick={(event) => {
          // Inside a link (a search hit), toggling must not follow the link.
          event.preventDefault()
          event.stopPropagation()
          onShowOriginalChange(!showOriginal)
        }}
      >
        {showOriginal ? m.translation.showTranslation : m.translation.showOriginal}
      </button>
    </p>
  )
}

/**
 * The `lang` of user text on a page with an OriginalSwitch: 'ja' where the Japanese is shown on
 * an international site (the original by choice, or text with no translation), else inherited.
 */
export function userTextLang(
  translation: TranslationInfo | null | undefined,
  showOriginal: boolean,
): 'ja' | undefined {
  if (!translation) return undefined
  return !translation.translated || showOriginal ? 'ja' : undefined
}
