import { useMemo } from 'react'
import type { MapPoint } from '../../../components/map/MapView'
import type { Shelter } from '../../../shared/api/hazard'
import {
  nearestShelters,
  type ShelterHazard,
  sheltersForHazards,
  takesPeople,
} from '../../../shared/shelters'
import m from '../i18n/current'
import { type ShelterFilter, suits } from './ShelterPanel'

type Point = { lat: number; lng: number }

/**
 * The shelter the answer lists first: the nearest one designated for the point's most urgent
 * hazard, or (a point in no zone) the nearest of the list's filter; never a full or closed one.
 */
export function firstSuggestion(
  list: Shelter[],
  filter: ShelterFilter,
  point: Point,
  hazards: ShelterHazard[] | null,
  first: ShelterHazard | null,
): Shelter | undefined {
  if (hazards?.length) {
    return sheltersForHazards(list, hazards, point, { count: 1, first }).find(
      (group) => group.nearest.length,
    )?.nearest[0]
  }
  const open = list.filter((s) => suits(s, filter) && takesPeople(s))
  return nearestShelters(open, point.lat, point.lng, 1)[0]
}

/**
 * The map's pins (the shelters suited to `filter`, full and closed ones greyed, and the chosen
 * point) and the line from the point to the shelter its answer lists first.
 */
export function useShelterPoints(
  list: Shelter[],
  filter: ShelterFilter,
  tapped: Point | null,
  hazards: ShelterHazard[] | null,
  first: ShelterHazard | null,
) {
  const points: MapPoint[] = useMemo(() => {
    const shown = list
      .filter((shelter) => suits(shelter, filter))
      .map((shelter) => ({
        id: `shelter:${shelter.id}`,
        lat: shelter.lat,
        lng: shelter.lng,
        kind: takesPeople(shelter) ? 'shelter' : 'shelter-shut',
        label: shelter.status
          ? `${shelter.name}: ${m.shelters.states[shelter.status.state]}`
          : shelter.name,
      }))
    return tapped
      ? [
          ...shown,
          { id: 'point', lat: tapped.lat, lng: tapped.lng, kind: 'here', label: m.point.marker },
        ]
      : shown
  }, [list, filter, tapped])
  const nearest = tapped ? firstSuggestion(list, filter, tapped, hazards, first) : undefined
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
