import { lazy, Suspense } from 'react'
import { Link } from 'wouter'
import { formatDateTime } from '../../../components/post/time'
import { userTextLang } from '../../../components/TranslatedText'
import type { RallyDetail } from '../../../shared/api/stamprally'
import type { GeofenceVerdict } from '../../../shared/geo'
import { haversineMeters, roughDistance } from '../../../shared/geo'
import { pathTo } from '../../../shared/links'
import m from '../i18n/current'
import type { DistanceState } from './useSpotDistances'

// Sections of a rally's page (RallyDetailPage).

const MapView = lazy(async () => ({
  default: (await import('../../../components/map/MapView')).MapView,
}))

type Here = { lat: number; lng: number; accuracy: number }

interface Shown {
  rally: RallyDetail
  /** International sites: the rally's texts shown as written (Japanese). */
  showOriginal: boolean
}

/** Spots and the coupon carry their own originals when they were translated. */
function itemLang(rally: RallyDetail, showOriginal: boolean, item: { original?: unknown } | null) {
  return rally.translation && (showOriginal || !item?.original) ? 'ja' : undefined
}

/** Farther than this from every spot, the visitor's dot does not widen the view (a whole region). */
const NEAR_SPOTS_M = 3000

/**
 * The spots on the map, numbered as the list numbers them, the view fitted to the ones still to
 * stamp (all of them once none is left), and the visitor's dot once located.
 */
export function SpotMap({ rally, showOriginal, here }: Shown & { here?: Here | null }) {
  const center = rally.spots[0] ?? { lat: 34.9725, lng: 139.0925 }
  const spotName = (spot: RallyDetail['spots'][number]) =>
    (showOriginal ? spot.original?.name : undefined) ?? spot.name
  const left = rally.spots.filter((spot) => !spot.stamped_at)
  const fitTo: [number, number][] = (left.length > 0 ? left : rally.spots).map((spot) => [
    spot.lat,
    spot.lng,
  ])
  if (here && rally.spots.some((spot) => haversineMeters(spot, here) < NEAR_SPOTS_M)) {
    fitTo.push([here.lat, here.lng])
  }
  return (
    <div className="rally-map">
      <Suspense fallback={<div className="map-view" aria-busy="true" />}>
        <MapView
          points={rally.spots.map((spot) => ({
            id: String(spot.id),
            lat: spot.lat,
            lng: spot.lng,
            kind: spot.stamped_at ? 'stamped' : 'spot',
            mark: String(spot.position),
            label: `${spot.position}. ${spotName(spot)}（${spot.stamped_at ? m.detail.stamped : m.detail.notStamped}）`,
          }))}
          lat={center.lat}
          lng={center.lng}
          zoom={15}
          label={m.detail.mapLabel(rally.title)}
          fitTo={fitTo}
          unclustered
          located={here ?? null}
        />
      </Suspense>
    </div>
  )
}

/** 「現在地」 for the printed spots: where the search for the visitor stands. */
export function LocateSpots(props: { distances: DistanceState; onLocate: () => void }) {
  const { distances } = props
  return (
    <div className="rally-locate">
      <button type="button" className="button" onClick={props.onLocate}>
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
  )
}

/** The spots in order: stamped or not, how each is checked in, and (once located) how far. */
export function SpotList({ rally, showOriginal, distances }: Shown & { distances: DistanceState }) {
  const spotName = (spot: RallyDetail['spots'][number]) =>
    (showOriginal ? spot.original?.name : undefined) ?? spot.name
  const spotDescription = (spot: RallyDetail['spots'][number]) =>
    (showOriginal ? spot.original?.description : undefined) ?? spot.description
  return (
    <ol id="rally-spot-list" className="rally-spots">
      {rally.spots.map((spot) => (
        <li key={spot.id} className={`rally-spot${spot.stamped_at ? ' rally-spot--stamped' : ''}`}>
          <span className="rally-spot__mark" aria-hidden="true">
            {spot.position}
          </span>
          <div>
            <p className="rally-spot__name" lang={itemLang(rally, showOriginal, spot)}>
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
              <p className="rally-spot__description" lang={itemLang(rally, showOriginal, spot)}>
                {spotDescription(spot)}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  )
}

/** What completing the rally brings: its text, and the coupon it grants. */
export function RewardSection({ rally, showOriginal, rewardText }: Shown & { rewardText: string }) {
  const coupon = rally.reward.coupon
  return (
    <section aria-labelledby="rally-reward">
      <h2 id="rally-reward" className="post-section-title">
        {m.detail.rewardTitle}
      </h2>
      {rewardText ? (
        <p id="rally-reward-text" lang={userTextLang(rally.translation, showOriginal)}>
          {rewardText}
        </p>
      ) : null}
      {coupon ? (
        <p>
          {m.detail.rewardCoupon}:{' '}
          <Link
            href={pathTo('/app/posts/:id', { id: coupon.id })}
            lang={itemLang(rally, showOriginal, coupon)}
          >
            {(showOriginal ? coupon.original?.title : undefined) ?? coupon.title}
          </Link>
        </p>
      ) : null}
      {rally.progress?.rewarded ? (
        <p className="badge badge--success rally-reward-received">{m.detail.rewardReceived}</p>
      ) : null}
    </section>
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
