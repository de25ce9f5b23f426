import { useId, useState } from 'react'
import { Link } from 'wouter'
import { Nums } from '../../../components/Nums'
import { formatEventRange } from '../../../components/post/time'
import { TranslationNote, userTextLang } from '../../../components/TranslatedText'
import type { RallyProgress, RallySummary } from '../../../shared/api/stamprally'
import { pathTo } from '../../../shared/links'
import m from '../i18n/current'

/** n / m with a bar; the bar is decoration, the text says it. */
export function ProgressCard(props: { progress: RallyProgress }) {
  const { stamped, required, completed } = props.progress
  const percent = Math.min(100, Math.round((stamped / Math.max(required, 1)) * 100))
  return (
    <div className="rally-progress">
      <p className="rally-progress__count">
        <span aria-hidden="true">{m.stampRally.progress(stamped, required)}</span>
        <span className="visually-hidden">{m.stampRally.progressLabel(stamped, required)}</span>
      </p>
      <div className="rally-progress__bar" aria-hidden="true">
        <span style={{ width: `${percent}%` }} />
      </div>
      {completed ? <p className="badge badge--success">{m.stampRally.completed}</p> : null}
    </div>
  )
}

/**
 * One rally of the list. On an international site its title and reward are machine translations
 * (or the Japanese, labelled as the original), with its own "show original".
 */
export function RallyCard(props: { rally: RallySummary }) {
  const { rally } = props
  const [showOriginal, setShowOriginal] = useState(false)
  const id = useId()
  const translation = rally.translation
  const original = showOriginal && translation?.translated ? translation.original : undefined
  const textLang = userTextLang(translation, showOriginal)
  const coupon = rally.reward.coupon
  // The coupon title has its own translation (a coupon post's), so its own lang.
  const couponLang = translation && (showOriginal || !coupon?.original) ? 'ja' : undefined
  return (
    <li className="rally-card">
      <h3 className="rally-card__title" id={`${id}-title`} lang={textLang}>
        <Link href={pathTo('/app/stamprally/:id', { id: rally.id })}>
          {original?.title ?? rally.title}
        </Link>
      </h3>
      <dl className="rally-facts">
        <dt>{m.stampRally.period}</dt>
        <dd>
          <Nums>{formatEventRange(rally.starts_at, rally.ends_at)}</Nums>
        </dd>
        <dt>{m.stampRally.reward}</dt>
        {coupon ? (
          <dd id={`${id}-reward`} lang={couponLang}>
            {showOriginal ? (coupon.original?.title ?? coupon.title) : coupon.title}
          </dd>
        ) : (
          <dd id={`${id}-reward`} lang={textLang}>
            {original?.reward ?? rally.reward.text}
          </dd>
        )}
      </dl>
      <TranslationNote
        translation={translation}
        showOriginal={showOriginal}
        onShowOriginalChange={setShowOriginal}
        controls={`${id}-title ${id}-reward`}
      />
      {rally.progress ? <ProgressCard progress={rally.progress} /> : null}
    </li>
  )
}
