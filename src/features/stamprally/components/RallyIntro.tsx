import { Link } from 'wouter'
import { Nums } from '../../../components/Nums'
import { formatEventRange } from '../../../components/post/time'
import {
  type OriginalSwitch,
  TranslationNote,
  userTextLang,
} from '../../../components/TranslatedText'
import type { RallyDetail } from '../../../shared/api/stamprally'
import { pathTo } from '../../../shared/links'
import m from '../i18n/current'
import { LoginLink } from './LoginLink'
import { ProgressCard } from './RallyCard'

// The top of a rally's page (RallyDetailPage): what it is, and what the visitor can do next.

/**
 * Title, status, dates and description, shown translated or as written, with the switch
 * between the two (which also switches the spot list and the reward text).
 */
export function RallyIntro({
  rally,
  rewardText,
  showOriginal,
  onShowOriginalChange,
}: OriginalSwitch & { rally: RallyDetail; rewardText: string }) {
  const translation = rally.translation
  const original = showOriginal && translation?.translated ? translation.original : undefined
  const textLang = userTextLang(translation, showOriginal)
  return (
    <>
      <h1 id="rally-title" className="page-title" lang={textLang}>
        {original?.title ?? rally.title}
      </h1>
      <p className="badge">{m.stampRally[rally.status]}</p>
      <p>
        <Nums>{formatEventRange(rally.starts_at, rally.ends_at)}</Nums>
      </p>
      {rally.description ? (
        <p id="rally-description" className="page-lead" lang={textLang}>
          {original?.description ?? rally.description}
        </p>
      ) : null}
      <TranslationNote
        translation={translation}
        showOriginal={showOriginal}
        onShowOriginalChange={onShowOriginalChange}
        controls={[
          'rally-title',
          rally.description ? 'rally-description' : '',
          'rally-spot-list',
          rewardText ? 'rally-reward-text' : '',
        ]
          .filter(Boolean)
          .join(' ')}
      />
    </>
  )
}

/**
 * The visitor's progress (or the way to log in to keep one), 「QRコードを読み取る」 while the
 * rally runs, and the organizer's way to the dashboard.
 */
export function RallyActions({ rally }: { rally: RallyDetail }) {
  return (
    <>
      {rally.progress ? (
        <ProgressCard progress={rally.progress} />
      ) : (
        <p className="rally-login-hint">
          {m.stampRally.loginHint}{' '}
          <LoginLink back={pathTo('/app/stamprally/:id', { id: rally.id })}>
            {m.stampRally.login}
          </LoginLink>
        </p>
      )}
      {rally.status === 'running' ? (
        <p>
          <Link
            href={pathTo('/app/stamprally/:id/scan', { id: rally.id })}
            className="button button--primary"
          >
            {m.detail.scan}
          </Link>
        </p>
      ) : null}
      {rally.manageable ? (
        <p>
          <Link href={pathTo('/app/stamprally/:id/manage', { id: rally.id })}>
            {m.detail.manage}
          </Link>
        </p>
      ) : null}
    </>
  )
}
