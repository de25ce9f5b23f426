import type { Page } from 'playwright-core'
import { ADMIN_DESK_VIEWS } from '../../src/shared/routes'
import type { LayoutStates } from './layout-fixtures'

// Every route of the app (src/shared/routes.ts) as the layout suite opens it: who is logged in
// where the page differs for them, and the demo rows that show each page in the state that
// matters (a finished rally, a used coupon, an organizer's timetable, a paid ad).

export type Who = 'nobody' | 'tester' | 'admin'

export interface LayoutRoute {
  path: string | ((states: LayoutStates) => string)
  /** How the test names a path that depends on the states. */
  name?: string
  who: Who
  /** The main Japanese site only (accounts, and pages only logged-in residents reach). */
  mainOnly?: boolean
  /** A step that brings the page into the state to look at. */
  prepare?: (page: Page) => Promise<void>
  /** What else must hold on this page in this view, after the common checks (problems found). */
  check?: (page: Page, view: { lang: string; width: number }) => Promise<string[]>
}

/** A timetable CSV with dates, times and names, as an organizer's spreadsheet writes it. */
const TIMETABLE_CSV = [
  '日付,開始,終了,出演者,ステージ',
  '2026/12/19,10:00,10:45,波止場ブラス,海のステージ',
  '2026/12/19,11:00,11:40,灯台トリオ,海のステージ',
  '2026/12/20,13:00,13:30,みなと太鼓保存会,広場ステージ',
].join('\r\n')

const showTimetablePreview = async (page: Page) => {
  await page.getByLabel('CSVファイル').setInputFiles({
    name: 'timetable.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(TIMETABLE_CSV, 'utf8'),
  })
  await page.getByRole('cell', { name: 'みなと太鼓保存会' }).waitFor()
}

/** Japanese script (kana, kanji): none of it belongs in the English site's own list. */
const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/

/**
 * The map page: in English its list names every item in English (the demo translates them all),
 * and on a phone the list pulled up over a chosen pin's card is what a tap reaches.
 */
async function mapChecks(page: Page, view: { lang: string; width: number }): Promise<string[]> {
  const problems: string[] = [...(await coveredClusters(page))]
  if (view.lang === 'en') {
    const names = await page.locator('.map-list__link').allTextContents()
    if (names.length === 0) problems.push('map list: no items')
    for (const name of names)
      if (JAPANESE.test(name)) problems.push(`map list in Japanese: ${name}`)
  }
  if (view.width < 600) {
    await page.locator('.leaflet-marker-pane .map-marker').first().click()
    await page.locator('.map-card').waitFor()
    await page.locator('.map-sheet__handle').click()
    await page
      .waitForFunction(
        () => {
          const r = document.querySelector('#map-list-title')?.getBoundingClientRect()
          const found = r && document.elementFromPoint(r.left + 20, r.top + r.height / 2)
          return Boolean(found?.closest('.map-sheet'))
        },
        undefined,
        { timeout: 5_000 },
      )
      .catch(() => problems.push('map list: covered by the card'))
  }
  return problems
}

/**
 * Clusters in the map's box whose middle a tap does not reach: a control, a chip or the list's
 * handle is drawn over it. Clusters are drawn clear of them (MapMarkers.tsx); pins keep their
 * place, so whether one lies under a control depends on what other files have posted.
 */
async function coveredClusters(page: Page): Promise<string[]> {
  await page.locator('.leaflet-marker-pane > *').first().waitFor()
  const covered = await page.evaluate(() => {
    const box = document.querySelector('.leaflet-container')?.getBoundingClientRect()
    if (!box) return ['no map']
    const clusters = document.querySelectorAll('.leaflet-marker-pane > .map-cluster')
    return Array.from(clusters).flatMap((marker) => {
      const r = marker.getBoundingClientRect()
      const x = r.left + r.width / 2
      const y = r.top + r.height / 2
      if (x < box.left || x > box.right || y < box.top || y > box.bottom) return []
      const found = document.elementFromPoint(x, y)
      if (found && marker.contains(found)) return []
      const by = found ? `${found.tagName.toLowerCase()}.${String(found.className)}` : 'nothing'
      return [`${marker.getAttribute('title') ?? '?'} under ${by}`]
    })
  })
  return covered.map((what) => `map: ${what}`)
}

/**
 * The hazard map's row over the map: every button in it wholly on the screen and over the map
 * (none cut off by the screen's edge or hidden in a row that scrolls).
 */
async function hazardRowChecks(page: Page): Promise<string[]> {
  await page.locator('.hazard-screen__tools button').first().waitFor()
  const cut = await page.evaluate(() => {
    const map = document.querySelector('.hazard-screen')?.getBoundingClientRect()
    if (!map) return ['no map']
    const right = Math.min(map.right, window.innerWidth)
    return Array.from(document.querySelectorAll('.hazard-screen__tools button')).flatMap((el) => {
      const r = el.getBoundingClientRect()
      const name = el.getAttribute('aria-label') ?? el.textContent ?? '?'
      return r.left >= map.left && r.right <= right + 0.5
        ? []
        : [`${name} (${Math.round(r.left)}–${Math.round(r.right)} px)`]
    })
  })
  return cut.map((name) => `hazard map: ${name} cut off`)
}

/** The rally on a phone: every spot still to stamp (all, logged out) inside the map's box. */
async function rallyMapChecks(page: Page, view: { width: number }): Promise<string[]> {
  if (view.width >= 600) return []
  await page.locator('.rally-map .map-marker').first().waitFor()
  const outside = await page.evaluate(() => {
    const box = document.querySelector('.rally-map .leaflet-container')?.getBoundingClientRect()
    if (!box) return ['no map']
    return Array.from(document.querySelectorAll('.rally-map .map-marker--spot')).flatMap((el) => {
      const r = el.getBoundingClientRect()
      const inside =
        r.left >= box.left && r.right <= box.right && r.top >= box.top && r.bottom <= box.bottom
      return inside ? [] : [el.getAttribute('title') ?? '?']
    })
  })
  return outside.map((spot) => `rally map: ${spot} out of view`)
}

const everyone = (path: string): LayoutRoute => ({ path, who: 'nobody' })
const main = (path: string, who: Who = 'nobody'): LayoutRoute => ({ path, who, mainOnly: true })

export const LAYOUT_ROUTES: LayoutRoute[] = [
  everyone('/app'),
  everyone('/app/about'),
  everyone('/app/terms'),
  everyone('/app/privacy'),
  everyone('/app/outside-services'),
  everyone('/app/tokushoho'),
  everyone('/app/ad-landing'),
  everyone('/app/timeline'),
  everyone('/app/gallery'),
  everyone('/app/search?q=%E6%B8%AF'),
  everyone('/app/map'),
  { path: '/app/map?lat=34.9725&lng=139.0925&z=17', who: 'nobody', check: mapChecks },
  everyone('/app/posts/2'),
  everyone('/app/posts/12'),
  everyone('/app/profile/5'),
  everyone('/app/settings'),
  everyone('/app/account-deletion'),
  everyone('/app/ads/success'),
  everyone('/app/ads/cancel'),
  { path: '/app/hazardmap', who: 'nobody', check: hazardRowChecks },
  everyone('/app/alerts'),
  everyone('/app/venues'),
  everyone('/app/venues/2'),
  everyone('/app/artists'),
  everyone('/app/artists/1'),
  everyone('/app/stamprally'),
  { path: '/app/stamprally/1', who: 'nobody', check: rallyMapChecks },
  everyone('/app/stamprally/1/checkin?spot=2'),
  everyone('/app/stamprally/1/scan'),
  everyone('/app/restaurants'),
  everyone('/app/restaurants/9'),
  everyone('/app/event-auth'),
  everyone('/creator-recruit'),
  everyone('/all-target-lp'),
  everyone('/materials'),
  everyone('/creatives'),
  everyone('/app/no-such-page'),
  everyone('/app/handover'),
  main('/app/login'),
  main('/app/register'),
  main('/app/forgot-password'),
  main('/app/reset-password/layout-check-token'),
  main('/app/verify-email'),
  main('/app/test-email-verification'),
  // Logged in: the pages that differ for a resident, in the states above.
  main('/app', 'tester'),
  main('/app/settings', 'tester'),
  main('/app/settings/delete-account', 'tester'),
  main('/app/stamprally/1', 'tester'),
  main('/app/posts/90', 'tester'),
  main('/app/feed', 'tester'),
  main('/app/upload', 'tester'),
  main('/app/profile', 'tester'),
  main('/app/favorites', 'tester'),
  main('/app/coupons', 'tester'),
  {
    path: (s) => `/app/coupons/uses/${s.couponUseId}`,
    name: '/app/coupons/uses/:id',
    who: 'tester',
    mainOnly: true,
  },
  main('/app/notices', 'tester'),
  main('/app/event-auth', 'tester'),
  { path: '/app/event-upload', who: 'tester', mainOnly: true, prepare: showTimetablePreview },
  main('/app/ads', 'tester'),
  main('/app/ads/order', 'tester'),
  {
    path: (s) => `/app/ads/orders/${s.adOrderId}/receipt`,
    name: '/app/ads/orders/:id/receipt',
    who: 'tester',
    mainOnly: true,
  },
  main('/app/admin', 'admin'),
  main('/app/admin/ads', 'admin'),
  ...ADMIN_DESK_VIEWS.map((view) => main(`/app/admin/${view}`, 'admin')),
  main('/app/stamprally/new', 'admin'),
  main('/app/stamprally/1/manage', 'admin'),
  main('/app/stamprally/1/manage/qr/1', 'admin'),
  main('/app/stamprally/1/manage/print', 'admin'),
]

/** Pages without the app's menu: the landing pages outside /app. */
export const ROUTES_WITHOUT_A_MENU = new Set([
  '/creator-recruit',
  '/all-target-lp',
  '/materials',
  '/creatives',
])
