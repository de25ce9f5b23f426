// The traffic model of a town (bench/README.md, "The traffic model"): who visits on a day, what
// they look at and write, and which requests that sends to the Worker. Pure: bench/traffic
// replays a sample of it (replay.mjs) and prices a month of it (bill.mjs).

/** The towns the bench prices. */
export const TOWNS = [10_000, 50_000]

export const MODEL = {
  /** Visits per resident per day (an app a resident opens about once a week, more in season). */
  visitsPerResident: 0.15,
  /** Visits from outside the town (neighbours, visitors), as a share of the residents' visits. */
  outsideVisits: 0.25,
  /** Visits signed in (the rest are anonymous readers). */
  signedIn: 0.3,
  /** Page views per visit. The first loads the page's HTML (the edge's first screen with its
   *  data); the others navigate inside the app and ask the API. */
  viewsPerVisit: { timeline: 2.0, post: 1.6, map: 0.5, hazard: 0.1, search: 0.3, rally: 0.15 },
  /** Writes per signed-in visit. */
  writesPerSignedInVisit: { like: 0.6, post: 0.04, stamp: 0.08 },
  /** More timeline pages per timeline view (scrolling); map views per map page (pan, zoom). */
  timelineMorePages: 0.8,
  mapViewsPerMapPage: 3,
  /** The pins' titles, photos and dates (GET /api/map/items): the list asks for its rows after
   *  each view that brings new pins (street and events views, not the town's counts), and a tap
   *  asks for its pin. */
  mapListItemsPerMapView: 0.6,
  mapTapsPerMapPage: 0.5,
  /** Photos a view shows (timeline thumbnails, a post's photos); the share not already in the
   *  browser's cache reaches the Worker (/media, one R2 read each). */
  photosPerView: { timeline: 6, post: 1.2 },
  photosUncached: 0.5,
  /** Visits from a browser without this deployment's scripts and styles, and what they load. */
  uncachedBuildVisits: 0.25,
  assetsPerUncachedVisit: 6,
  /** Photos per new post, and what each upload stores and transforms: a phone's photo is
   *  larger than the display size, so all four sizes (src/shared/photo-sizes.ts), each one R2
   *  object and one Images transformation (about 350, 145, 60 and 25 KB). */
  photosPerPost: 1.2,
  photoBytes: 580_000,
  objectsPerPhoto: 4,
  transformationsPerPhoto: 4,
  /** Messages a post puts on the translation queue (one per other language: en, ko, zh ×2). */
  translationMessagesPerPost: 4,
  /** Push and account-data messages a day, whatever the town's size (notices, warnings). */
  otherMessagesPerDay: 20,
  /** Scheduled invocations a month: the JMA poll each minute, housekeeping each hour. */
  cronPerMonth: 30 * 24 * 60 + 30 * 24,
  /** The town the map shows: a 0.15° square around the bench data's centre; views are denser
   *  near the centre (a normal spread of σ = 0.025°, kept inside the square). */
  town: { lat: 34.705, lng: 138.965, span: 0.15, sigma: 0.025 },
  /** Zipf exponent of post popularity (post pages and likes). */
  zipf: 1.0,
}

/** Visits a day of a town of `residents`. */
export const visitsPerDay = (residents, model = MODEL) =>
  residents * model.visitsPerResident * (1 + model.outsideVisits)

/**
 * Requests a day that reach the Worker, by kind. `page:*` are first views (HTML), `api:*` the
 * app's own requests, `write:*` the signed-in writes; `media` and `asset` serve files. Map and
 * hazard tiles come from their providers, not the Worker.
 * @returns {Record<string, number>}
 */
export function requestsPerDay(residents, model = MODEL) {
  const visits = visitsPerDay(residents, model)
  const views = model.viewsPerVisit
  const totalViews = Object.values(views).reduce((a, b) => a + b, 0)
  const daily = {}
  const add = (kind, n) => {
    daily[kind] = (daily[kind] ?? 0) + n
  }
  for (const [page, perVisit] of Object.entries(views)) {
    const all = visits * perVisit
    // One view in `totalViews` of a visit is its first: in proportion, that many are HTML.
    const first = all / totalViews
    add(`page:${page}`, first)
    // A search view always asks the API (the page has no results of its own); the others' first
    // views come with their data in the page.
    add(`api:${page}`, page === 'search' ? all : all - first)
    if (page === 'timeline') add('api:timeline-more', all * model.timelineMorePages)
    if (page === 'map') {
      add('api:map', all * (model.mapViewsPerMapPage - 1))
      const lists = all * model.mapViewsPerMapPage * model.mapListItemsPerMapView
      add('api:map-items', lists + all * model.mapTapsPerMapPage)
    }
    const photos = model.photosPerView[page]
    if (photos) add('media', all * photos * model.photosUncached)
  }
  const signedIn = visits * model.signedIn
  for (const [write, perVisit] of Object.entries(model.writesPerSignedInVisit)) {
    add(`write:${write}`, signedIn * perVisit)
  }
  add('asset', visits * model.uncachedBuildVisits * model.assetsPerUncachedVisit)
  return daily
}

/** A seeded generator of numbers in [0, 1) (mulberry32), so a replay is the same every run. */
export function seeded(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Draws ranks 0..n-1 with P(rank k) ∝ 1 / (k + 1)^s, by inverting the cumulative weights. */
export function zipf(n, s, random) {
  const cumulative = new Float64Array(n)
  let sum = 0
  for (let k = 0; k < n; k++) {
    sum += 1 / (k + 1) ** s
    cumulative[k] = sum
  }
  return () => {
    const target = random() * sum
    let lo = 0
    let hi = n - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (cumulative[mid] < target) lo = mid + 1
      else hi = mid
    }
    return lo
  }
}

/** A map view of `span` degrees in the model's town, its centre drawn around the town's. */
export function mapView(span, random, town = MODEL.town) {
  const normal = () =>
    Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random()) * town.sigma
  const clamp = (v, centre) =>
    Math.min(centre + town.span / 2 - span / 2, Math.max(centre - town.span / 2 + span / 2, v))
  const lng = clamp(town.lng + normal(), town.lng)
  const lat = clamp(town.lat + normal(), town.lat)
  return [lng - span / 2, lat - span / 2, lng + span / 2, lat + span / 2]
    .map((n) => n.toFixed(5))
    .join(',')
}
