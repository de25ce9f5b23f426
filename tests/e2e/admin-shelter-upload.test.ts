import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nationalShelterFiles, TOWN } from '../../scripts/lib/shelter-national-file.mjs'
import { root } from '../../scripts/lib/stack.mjs'
import { fillLogin } from './auth-pages'
import { violationsOf } from './axe'
import { gotoApp, openBrowser, siteUrl } from './browser'

// The admin desk's shelter refresh in Chromium against the real build and Worker: the demo
// moderator picks a national-format file (the demo town's own rows in the layout of 国土地理院's
// mergeFromCity_2.csv, https://www.gsi.go.jp/bousaichiri/hinanbasho.html, among other towns'
// rows), sees it sent with progress, then the summary and the log line; a Shift_JIS file is
// refused in words. The file holds the town's shelters as the seed imported them, so the demo
// town's map is the same afterwards. Screenshots at 390 and 1280 px, ja and en, in test-results/.

const PASSWORD = 'jimoto-demo-2026'
const screenshots = join(root, 'test-results')
let browser: Awaited<ReturnType<typeof openBrowser>>
let page: Page
let dir = ''
let national = ''

/** The demo town's CSV with the national column, among the other towns of the generated file. */
async function nationalDemoFile() {
  const demo = (await readFile(join(root, 'scripts/demo/shelters.csv'), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
  const withTown = demo.slice(1).map((line) => {
    const [no, code, ...rest] = line.split(',')
    return [no, code, TOWN, ...rest].join(',')
  })
  // Other towns' rows first (quoted line breaks included), then the town's.
  const others = nationalShelterFiles({ extraRows: 2000, withTown: false }).emergency
  return `${others}${withTown.join('\r\n')}\r\n`
}

async function login() {
  await gotoApp(page, `${siteUrl()}/app`)
  await page.evaluate(() => window.localStorage.clear())
  await gotoApp(
    page,
    `${siteUrl()}/app/login?redirect=${encodeURIComponent('/app/admin/shelters')}`,
  )
  await fillLogin(page, 'moderator@demo.jimoto.example', PASSWORD)
  await page.waitForURL((url) => url.pathname === '/app/admin/shelters')
  await page.locator('.shelter-upload').waitFor()
}

/** The international sites have no login page: the Japanese site's session, stored as the app does. */
async function carrySessionTo(prefix: 'en') {
  await gotoApp(page, `${siteUrl()}/app`)
  const token = await page.evaluate(() => window.localStorage.getItem('token'))
  await gotoApp(page, `${siteUrl(prefix)}/app`)
  await page.evaluate((value) => window.localStorage.setItem('token', value ?? ''), token)
  await gotoApp(page, `${siteUrl(prefix)}/app/admin/shelters`)
  await page.locator('.shelter-upload').waitFor()
}

async function shoot(name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.locator('.shelter-upload').scrollIntoViewIfNeeded()
    await page.screenshot({ path: join(screenshots, `shelter-upload-${name}-${width}.png`) })
  }
}

beforeAll(async () => {
  await mkdir(screenshots, { recursive: true })
  dir = join(tmpdir(), `jimoto-shelter-upload-${Date.now()}`)
  await mkdir(dir, { recursive: true })
  national = join(dir, 'mergeFromCity_2.csv')
  await writeFile(national, await nationalDemoFile())
  browser = await openBrowser({ viewport: { width: 390, height: 900 } })
  page = await browser.context.newPage()
})
afterAll(async () => {
  await browser.close()
  await rm(dir, { recursive: true, force: true })
})

describe('the shelter refresh on the desk (/app/admin/shelters)', () => {
  it('imports the town’s rows of a national file with progress, then shows the summary and the log', async () => {
    await login()
    const section = page.locator('.shelter-upload')
    expect(await section.getByRole('heading', { name: '避難所データの更新' }).count()).toBe(1)
    await section.getByLabel('CSVファイル').setInputFiles(national)
    expect(await section.locator('.shelter-upload__file').textContent()).toMatch(
      /^mergeFromCity_2\.csv（0\.\d MB）$/,
    )
    // Uploads slowed to 64 KB/s, so the file takes seconds to send and its progress is seen.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 64 * 1024,
    })
    await section.getByRole('button', { name: '取り込む' }).click()
    const sending = section.locator('.shelter-upload__status', { hasText: /送信中 \d+%/ })
    await sending.waitFor()
    expect(await section.locator('progress').count()).toBe(1)
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({ path: join(screenshots, `shelter-upload-ja-sending-${width}.png`) })
    }
    await section.getByText('取り込みました。', { exact: true }).waitFor({ timeout: 30_000 })
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
    const summary = await section.locator('.shelter-upload__summary').textContent()
    expect(summary).toContain('指定緊急避難場所')
    expect(summary).toMatch(/取り込んだ行（この町）\s*11行/)
    expect(summary).toMatch(/ほかの市町村の行\s*2,012行/)
    expect(summary).toMatch(/更新\s*11か所/)
    expect(summary).toMatch(/追加\s*0か所/)
    await section
      .locator('.shelter-upload__log li', { hasText: 'mergeFromCity_2.csv' })
      .first()
      .waitFor()
    expect(await section.locator('.shelter-upload__log li').first().textContent()).toContain(
      'みなと町見守り担当',
    )
    expect(await violationsOf(page)).toEqual([])
    await shoot('ja-done')
  })

  it('says in Japanese why a Shift_JIS file is refused, and imports nothing', async () => {
    const sjis = join(dir, 'sjis.csv')
    await writeFile(
      sjis,
      Buffer.from([0x4e, 0x4f, 0x2c, 0x8b, 0xa4, 0x92, 0xca, 0x49, 0x44, 0x0d, 0x0a]),
    )
    const section = page.locator('.shelter-upload')
    await page.setViewportSize({ width: 390, height: 900 })
    await section.getByLabel('CSVファイル').setInputFiles(sjis)
    await section.getByRole('button', { name: '取り込む' }).click()
    const alert = section.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toContain('文字コードがUTF-8ではありません')
    await shoot('ja-refused')
  })

  it('speaks English on the English site', async () => {
    await carrySessionTo('en')
    const section = page.locator('.shelter-upload')
    expect(await section.getByRole('heading', { name: 'Update shelter data' }).count()).toBe(1)
    await section.getByLabel('CSV file').setInputFiles(national)
    await section.getByRole('button', { name: 'Import' }).click()
    await section.getByText('Imported.', { exact: true }).waitFor()
    expect(await section.locator('.shelter-upload__summary').textContent()).toMatch(
      /Rows imported \(this town\)\s*11 rows/,
    )
    await shoot('en-done')
  })
})
