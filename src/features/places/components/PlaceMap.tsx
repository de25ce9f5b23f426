import { lazy, Suspense } from 'react'
import { Link } from 'wouter'
import { pathTo } from '../../../shared/links'
import m from '../i18n/current'

const MapView = lazy(async () => ({
  default: (await import('../../../components/map/MapView')).MapView,
}))

/** A small map of one place, with the way to the big map centred on it. */
export function PlaceMap(props: { lat: number; lng: number; name: string; kind: string }) {
  return (
    <div className="place-map">
      <Suspense fallback={<div className="map-view map-view--compact" aria-busy="true" />}>
        <MapView
          compact
          points={[
            { id: 'place', lat: props.lat, lng: props.lng, kind: props.kind, label: props.name },
          ]}
          lat={props.lat}
          lng={props.lng}
          zoom={17}
          label={m.place.mapLabel(props.name)}
        />
      </Suspense>
      <Link
        href={pathTo('/app/map', { lat: props.lat, lng: props.lng, z: 17 })}
        className="place-map__link"
      >
        {m.place.openMap}
      </Link>
    </div>
  )
}
