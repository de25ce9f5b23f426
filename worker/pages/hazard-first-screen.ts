import HAZARD from '../../src/features/hazardmap/i18n/all'
import type { Shelter } from '../../src/shared/api/hazard'
import { DATE_STYLES } from '../../src/shared/date-format/all'
import { formatDateTime } from '../../src/shared/date-format/format'
import { HAZARD_MAP_START, hazardLayer, hazardTileTemplate } from '../../src/shared/hazard-layers'
import { shelterTownOf } from '../../src/shared/shelter-town'
import { listShelters } from '../hazard/shelter-store'
import { translateShelters } from '../translate/shelters'
import { escapeHtml } from './escape'
import { type FirstScreenSite, frame } from './first-screen'
import {
  baseMap,
  DENSE_REACH_X,
  MAX_TILE_ZOOM,
  plainTemplate,
  REACH_X,
  tileGrid,
} from './map-first-screen'
import { mapTilePreload } from './map-tile-preload'

// /app/hazardmap as the edge writes it: an answer on its own for a phone without JavaScript (or
// before a weak one has run the app): the map of the start view with the start layer's overlay
// drawn as images, that layer's legend, and the town's shelters with what each is designated for
// and its address (and its status during a warning). The banner of a warning in force is added
// by page.ts, as on every page. Only what works without a script is written: the app's tools
// (layers, 現在地, the map's centre) arrive with the app, over the same box.

/** The layer the app opens on outside disaster mode (HazardMapPage). */
const START_LAYER = 'flood_l2'
/** The app's default opacity of the overlays (useHazardLayers). */
const START_OPACITY = 0.7
const START_QUERY = `?lat=${HAZARD_MAP_START.lat}&lng=${HAZARD_MAP_START.lng}&z=${HAZARD_MAP_START.zoom}`

/** The town's shelters (translated on an international site), or null when D1 fails. */
export async function firstScreenShelters(
  env: Env,
  lang: FirstScreenSite['lang'],
): Promise<Shelter[] | null> {
  try {
    const bbox = shelterTownOf(env.SHELTER_TOWN, env.SHELTER_BBOX).bbox ?? [-180, -90, 180, 90]
    const { items } = await listShelters(env.DB, bbox)
    return lang === 'ja' ? items : await translateShelters(env, lang, items)
  } catch (err) {
    console.warn('hazard first screen: shelters unavailable', err)
    return null
  }
}

/** The start layer's tiles over the base map, as Leaflet will draw them (both densities). */
function overlay(env: Env): string {
  const layer = hazardLayer(START_LAYER)
  const template = layer && plainTemplate(hazardTileTemplate(env.HAZARD_TILE_URL, layer))
  if (!layer || !template) return ''
  const view = HAZARD_MAP_START
  const normal = tileGrid(template, view, view.zoom, 256, REACH_X, true)
  const dense =
    view.zoom < Math.min(MAX_TILE_ZOOM, layer.maxZoom)
      ? tileGrid(template, view, view.zoom + 1, 128, DENSE_REACH_X, true)
      : ''
  return (
    `<div class="map-first__map map-first__overlay" data-overlay="${layer.id}" aria-hidden="true" style="opacity:${START_OPACITY}">` +
    `<div class="map-first__tiles">${normal}</div>` +
    (dense ? `<div class="map-first__tiles map-first__tiles--dense">${dense}</div>` : '') +
    '</div>'
  )
}

function legend(site: FirstScreenSite): string {
  const t = HAZARD[site.lang]
  const layer = hazardLayer(START_LAYER)
  if (!layer) return ''
  const name = t.layers[layer.id] ?? layer.id
  const items = layer.classes
    .map(
      (entry) =>
        `<li><span class="hazard-first__swatch" style="background:rgb(${entry.rgb.join(' ')})"></span>` +
        `${escapeHtml(t.classes[entry.key] ?? entry.key)}</li>`,
    )
    .join('')
  return (
    '<section class="hazard-first__legend">' +
    `<h2>${escapeHtml(t.hazardMap.legendTitle(name))}</h2><ul>${items}</ul></section>`
  )
}

/** A name or address, with the Japanese beside a translation (as the app's OriginalBeside). */
function beside(text: string, original: string | undefined): string {
  return original && original !== text
    ? `${escapeHtml(text)} <span lang="ja" class="hazard-first__original">${escapeHtml(original)}</span>`
    : escapeHtml(text)
}

function shelterItem(site: FirstScreenSite, shelter: Shelter): string {
  const t = HAZARD[site.lang]
  const original = shelter.translation?.translated ? shelter.translation.original : undefined
  const kinds = [
    shelter.emergency ? t.shelters.emergency : null,
    shelter.evacuation ? t.shelters.evacuation : null,
  ].filter(Boolean)
  const hazards = shelter.hazards.length
    ? t.shelters.designatedFor(shelter.hazards.map((h) => t.hazards[h]).join('・'))
    : t.shelters.noHazards
  const state = shelter.status
    ? `<p class="hazard-first__state" data-state="${shelter.status.state}">${escapeHtml(
        t.shelters.stateAt(
          t.shelters.states[shelter.status.state],
          formatDateTime(shelter.status.setAt, DATE_STYLES[site.lang]),
        ),
      )}</p>`
    : ''
  return (
    `<li data-shelter="${shelter.id}"><h3>${beside(shelter.name, original?.name)}</h3>${state}` +
    `<p>${escapeHtml(kinds.join('・'))}</p><p class="hazard-first__hazards">${escapeHtml(hazards)}</p>` +
    `<p>${beside(shelter.address, original?.address)}</p></li>`
  )
}

function shelterList(site: FirstScreenSite, shelters: Shelter[] | null): string {
  const t = HAZARD[site.lang]
  if (shelters === null) return `<p>${escapeHtml(t.shelters.loadError)}</p>`
  const sorted = [...shelters].sort((a, b) => a.name.localeCompare(b.name, 'ja'))
  return (
    '<section class="hazard-first__shelters" aria-labelledby="hazard-first-shelters">' +
    `<h2 id="hazard-first-shelters">${escapeHtml(t.shelters.title)}</h2>` +
    `<p>${escapeHtml(t.shelters.fleeVsStay)}</p>` +
    `<h3>${escapeHtml(t.shelters.listTitle(shelters.length))}</h3>` +
    `<ul class="hazard-first__list">${sorted.map((s) => shelterItem(site, s)).join('')}</ul></section>`
  )
}

/** The first screen of /app/hazardmap and the preload of its centre tile. */
export function hazardMapFirstScreen(
  env: Env,
  site: FirstScreenSite,
  shelters: Shelter[] | null,
): { screen: string; hints: string } {
  const t = HAZARD[site.lang]
  const screen = frame(
    site,
    `<h1 class="page-title">${escapeHtml(t.hazardMap.title)}</h1>` +
      '<div class="map-first map-first--hazard">' +
      `<div class="map-first__box">${baseMap(env.MAP_TILE_URL, HAZARD_MAP_START)}${overlay(env)}</div></div>` +
      legend(site) +
      `<p class="map-first__lead">${escapeHtml(t.hazardMap.lead)}</p>` +
      `<p class="hazard-first__credit">${escapeHtml(t.hazardMap.creditPortal)} ／ ${escapeHtml(t.hazardMap.creditGsi)}</p>` +
      shelterList(site, shelters) +
      `<p class="hazard-first__credit">${escapeHtml(t.hazardMap.notOfficial)}</p>`,
  )
  return { screen, hints: mapTilePreload(env.MAP_TILE_URL, START_QUERY) }
}
