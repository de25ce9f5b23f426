import { useMemo } from 'react'
import type { MapPoint } from '../../../components/map/MapView'
import type { Shelter } from '../../../shared/api/hazard'
import { nearestShelters } from '../../../shared/shelters'
import m from '../i18n/current'
import { type ShelterFilter, suits } from './ShelterPanel'

/**
 * The map's pins (the shelters suited to `filter`, and the chosen point) and the line from the
 * point to the nearest of them.
 */
export function useShelterPoints(
  list: Shelter[],
  filter: ShelterFilter,
  tapped: { lat: number; lng: number } | null,
) {
  const points: MapPoint[] = useMemo(() => {
    const shown = list
      .filter((shelter) => suits(shelter, filter))
      .map((shelter) => ({
        id: `shelter:${shelter.id}`,
        lat: shelter.lat,
        lng: shelter.lng,
        kind: 'shelter',
        label: shelter.name,
      }))
    return tapped
      ? [
          ...shown,
          { id: 'point', lat: tapped.lat, lng: tapped.lng, kind: 'here', label: m.point.marker },
        ]
      : shown
  }, [list, filter, tapped])
  const nearest = tapped
    ? nearestShelters(
        list.filter((shelter) => suits(shelter, filter)),
        tapped.lat,
        tapped.lng,
        1,
      )[0]
    : undefined
  const lines =
    nearest && tapped
      ? [
          {
            id: 'nearest',
            points: [
              [tapped.lat, tapped.lng],
              [nearest.lat, nearest.lng],
            ] as [number, number][],
          },
        ]
      : []
  return { points, lines }
}
