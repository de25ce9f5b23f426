import { readFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs'
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] })
const base = readFileSync(process.env.PAGE || '/tmp/shape/timeline0.html', 'utf8')
const sum = (events, name) => events.filter((e) => e.name === name).reduce((s, e) => s + (e.dur || 0), 0) / 1000
const variants = JSON.parse(process.env.VARIANTS || '{"all":""}')
const results = {}
for (let run = 0; run < Number(process.env.RUNS || 8); run++) for (const [name, css] of Object.entries(variants)) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 })
  const page = await context.newPage()
  await page.setContent('<p>warm</p>')
  const cdp = await context.newCDPSession(page)
  const events = []
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value))
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r))
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink', transferMode: 'ReportEvents' })
  await page.setContent(base.replace('</head>', `<style>${css}</style></head>`))
  await page.waitForTimeout(300)
  await cdp.send('Tracing.end'); await done
  const r = (results[name] ??= { shape: [], layout: [], paint: [] })
  r.shape.push(sum(events, 'InlineNode::ShapeTextIncludingFirstLine')); r.layout.push(sum(events, 'LocalFrameView::performLayout')); r.paint.push(sum(events, 'Paint'))
  await context.close()
}
const med = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)].toFixed(1)
for (const [name, r] of Object.entries(results)) console.log(name.padEnd(10), 'shape', med(r.shape), 'layout', med(r.layout), 'paint', med(r.paint), ' layouts:', r.layout.map((v) => v.toFixed(0)).join(' '))
await browser.close()
