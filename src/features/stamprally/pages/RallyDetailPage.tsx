import { useAtomValue } from 'jotai'
import { lazy, Suspense, useState } from 'react'
import { Link, useParams } from 'wouter'
import { StampIcon } from '../../../components/icons'
import { MissingPage } from '../../../components/MissingPage'
import { useNotice } from '../../../components/Notice'
import { formatDateTime, formatEventRange } from '../../../components/post/time'
import { PageSpinner } from '../../../components/Spinner'
import { ShareBar } from '../../../components/share/ShareBar'
import { TranslationNote, userTextLang } from '../../../components/TranslatedText'
import { useEdgePageMeta } from '../../../components/useEdgePageMeta'
import { useResource } from '../../../lib/useResource'
import type { RallyDetail } from '../../../shared/api/stamprally'
import type { GeofenceVerdict } from '../../../shared/geo'
import { roughDistance } from '../../../shared/geo'
import { parseRowId } from '../../../shared/ids'
import { tokenAtom } from '../../../state/session'
import { fetchRally } from '../api'
import { LoginLink } from '../components/LoginLink'
import { ProgressCard } from '../components/RallyCard'
import { useSpotDistances } from '../components/useSpotDistances'
import m from '../i18n/current'
import '../stamprally.css'
import { Nums } from '../../../components/Nums'

const MapView = lazy(async () => ({
  default: (await import('../../../components/map/MapView')).MapView,
}))

/** /app/stamprally/{id}: spots on the map and as a list, progress, how to check in, the reward. */
export function RallyDetailPage() {
  const params = useParams<{ id: string }>()
  const { distances, locate } = useSpotDistances()
  // International sites: one "show original" switches the rally's texts and its spots together.
  const [showOriginal, setShowOriginal] = useState(false)
  const [notice, notify] = useNotice()
  // The progress is per viewer, so a login or logout asks again; the confirmation of a stored
  // token does not (the token already went with the first request).
  const token = useAtomValue(tokenAtom)
  const { state, retry } = useResource<RallyDetail>(parseRowId(params.id), fetchRally, {
    refetchWhen: token,
  })
  const loaded = state.status === 'ready' ? state.data : null
  // The rally's own title: the edge writes it into the first page (worker/pages/rally-meta.ts).
  useEdgePageMeta(loaded ? { title: loaded.title, description: loaded.description } : null)
  if (state.status === 'loading')
    return (
      <main className="page page--narrow" aria-busy="true">
        <PageSpinner />
      </main>
    )
  if (state.status !== 'ready')
    return (
      <MissingPage
        notFound={state.status === 'notFound'}
        notFoundIcon={<StampIcon size={40} />}
        text={m.missing}
        onRetry={retry}
      />
    )
  const rally = state.data
  const center = rally.spots[0] ?? { lat: 34.9725, lng: 139.0925 }
  const hasStaffed = rally.spots.some((spot) => spot.method === 'staffed')
  const hasPrinted = rally.spots.some((spot) => spot.method === 'printed')
  const translation = rally.translation
  const original = showOriginal && translation?.translated ? translation.original : undefined
  const textLang = userTextLang(translation, showOriginal)
  // Spots and the coupon carry their own originals when they were translated.
  const itemLang = (item: { original?: unknown } | null) =>
    translation && (showOriginal || !item?.original) ? 'ja' : undefined
  const spotName = (spot: RallyDetail['spots'][number]) =>
    (showOriginal ? spot.original?.name : undefined) ?? spot.name
  const spotDescription = (spot: RallyDetail['spots'][number]) =>
    (showOriginal ? spot.original?.description : undefined) ?? spot.description
  const coupon = rally.reward.coupon
  const rewardText = original?.reward ?? rally.reward.text
  return (
    <main className="page page--narrow rally-page">
      {notice}
      <nav className="rally-page__back">
        <Link href="/app/stamprally">{m.detail.back}</Link>
      </nav>
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
        onShowOriginalChange={setShowOriginal}
        controls={[
          'rally-title',
          rally.description ? 'rally-description' : '',
          'rally-spot-list',
          rewardText ? 'rally-reward-text' : '',
        ]
          .filter(Boolean)
          .join(' ')}
      />
      {/* Shared in the site's language: the translated title, whatever is shown. */}
      <ShareBar title={rally.title} path={`/app/stamprally/${rally.id}`} notify={notify} />
      {rally.progress ? (
        <ProgressCard progress={rally.progress} />
      ) : (
        <p className="rally-login-hint">
          {m.stampRally.loginHint}{' '}
          <LoginLink back={`/app/stamprally/${rally.id}`}>{m.stampRally.login}</LoginLink>
        </p>
      )}
      {rally.status === 'running' ? (
        <p>
          <Link href={`/app/stamprally/${rally.id}/scan`} className="button button--primary">
            {m.detail.scan}
          </Link>
        </p>
      ) : null}
      {rally.manageable ? (
        <p>
          <Link href={`/app/stamprally/${rally.id}/manage`}>{m.detail.manage}</Link>
        </p>
      ) : null}

      <section aria-labelledby="rally-spots">
        <h2 id="rally-spots" className="post-section-title">
          {m.detail.spots}
        </h2>
        <div className="rally-map">
          <Suspense fallback={<div className="map-view" aria-busy="true" />}>
            <MapView
              points={rally.spots.map((spot) => ({
                id: String(spot.id),
                lat: spot.lat,
                lng: spot.lng,
                kind: spot.stamped_at ? 'stamped' : 'spot',
                label: `${spotName(spot)}（${spot.stamped_at ? m.detail.stamped : m.detail.notStamped}）`,
              }))}
              lat={center.lat}
              lng={center.lng}
              zoom={15}
              label={m.detail.mapLabel(rally.title)}
            />
          </Suspense>
        </div>
        {hasPrinted && rally.status === 'running' ? (
          <div className="rally-locate">
            <button type="button" className="button" onClick={() => locate(rally.spots)}>
              {m.detail.locate}
            </button>
            <p aria-live="polite">
              {distances.status === 'locating'
                ? m.checkin.locating
                : distances.status === 'failed'
                  ? m.detail.locateFailed
                  : ''}
            </p>
          </div>
        ) : null}
        <ol id="rally-spot-list" className="rally-spots">
          {rally.spots.map((spot) => (
            <li
              key={spot.id}
              className={`rally-spot${spot.stamped_at ? ' rally-spot--stamped' : ''}`}
            >
              <span className="rally-spot__mark" aria-hidden="true">
                {spot.stamped_at ? '✓' : spot.position}
              </span>
              <div>
                <p className="rally-spot__name" lang={itemLang(spot)}>
                  {spotName(spot)}
                </p>
                <p className="rally-spot__meta">
                  {spot.stamped_at
                    ? m.detail.stampedAt(formatDateTime(spot.stamped_at))
                    : m.detail.notStamped}
                  {' · '}
                  {spot.method === 'staffed' ? m.detail.staffed : m.detail.printed}
                  {spot.method === 'printed' ? ` · ${m.detail.radius(spot.radius_m)}` : ''}
                </p>
                {spot.method === 'printed' && distances.status === 'found' ? (
                  <DistanceHint verdict={distances.verdicts.get(spot.id)} />
                ) : null}
                {spot.description ? (
                  <p className="rally-spot__description" lang={itemLang(spot)}>
                    {spotDescription(spot)}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="rally-how">
        <h2 id="rally-how" className="post-section-title">
          {m.detail.howTitle}
        </h2>
        <ul className="rally-how">
          {hasStaffed ? <li>{m.detail.howStaffed}</li> : null}
          {hasPrinted ? <li>{m.detail.howPrinted}</li> : null}
        </ul>
      </section>

      <section aria-labelledby="rally-reward">
        <h2 id="rally-reward" className="post-section-title">
          {m.detail.rewardTitle}
        </h2>
        {rewardText ? (
          <p id="rally-reward-text" lang={textLang}>
            {rewardText}
          </p>
        ) : null}
        {coupon ? (
          <p>
            {m.detail.rewardCoupon}:{' '}
            <Link href={`/app/posts/${coupon.id}`} lang={itemLang(coupon)}>
              {(showOriginal ? coupon.original?.title : undefined) ?? coupon.title}
            </Link>
          </p>
        ) : null}
        {rally.progress?.rewarded ? (
          <p className="badge badge--success rally-reward-received">{m.detail.rewardReceived}</p>
        ) : null}
      </section>
    </main>
  )
}

/** In range, or how far (the server will say the same). */
function DistanceHint(props: { verdict: GeofenceVerdict | undefined }) {
  const { verdict } = props
  if (!verdict) return null
  if (verdict.ok) return <p className="rally-spot__hint rally-spot__hint--ok">{m.detail.inRange}</p>
  return (
    <p className="rally-spot__hint">
      {verdict.reason === 'poor_accuracy'
        ? m.detail.vagueFix(roughDistance(verdict.accuracy_m))
        : m.detail.outOfRange(roughDistance(verdict.distance_m))}
    </p>
  )
}
