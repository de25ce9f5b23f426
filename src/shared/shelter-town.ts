// The town whose rows of the shelter files are read (SHELTER_TOWN, SHELTER_BBOX) and a file's
// bytes as text: used by the Worker and by `npm run import:shelters` (Node strips the types; no
// runtime imports here).

import type { ShelterTown } from './shelter-csv-types'

/**
 * The file's text: UTF-8 (with or without BOM) or Shift_JIS, which municipalities' own files have
 * used. Invalid UTF-8 is taken as Shift_JIS.
 */
export function decodeShelterCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    return new TextDecoder('shift_jis').decode(bytes)
  }
}

/** SHELTER_TOWN (a name or a code) and SHELTER_BBOX ("west,south,east,north") as configured. */
export function shelterTownOf(town: string | undefined, bbox: string | undefined): ShelterTown {
  const value = (town ?? '').trim()
  const box = (bbox ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((n) => Number.isFinite(n))
  return {
    name: value && !/^\d{5,6}$/.test(value) ? value : null,
    code: /^\d{5,6}$/.test(value) ? value : null,
    bbox: box.length === 4 ? (box as [number, number, number, number]) : null,
  }
}
