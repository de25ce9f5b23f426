import { Hono } from 'hono'
import { parseRowId } from '../../src/shared/ids'
import type { AppEnv } from '../lib/env'
import { SITE_COPY } from '../pages/copy'
import { DEFAULT_CARD } from '../pages/site-parts'
import { cardPath, cardVersion } from './meta'
import { isCardSubject, readCardText } from './subjects'

// GET /cards/<subject>/<id>.<version>.png: a share card, drawn once per version and kept in R2
// (MEDIA, under cards/<lang>/…), so a post going viral costs one render. The subject is read
// first, as its page reads it: a hidden, deleted or suspended subject is a 404 and never drawn
// (a kept card of it is never served either). An older version redirects (302) to the current
// one: a crawler holding an old URL gets the card as the subject is now, never the old text.
// When drawing fails (fonts missing, a renderer error) the site's default card is served,
// briefly cached and not kept, so a later request tries again.

export const shareCards = new Hono<AppEnv>()

const FILE = /^(\d{1,16})\.([0-9a-f]{16})\.png$/
/** Cards of one subject being drawn in this isolate: concurrent requests share one render. */
const drawing = new Map<string, Promise<Uint8Array>>()

const notFound = () =>
  new Response('Not Found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })

const png = (body: Uint8Array | ReadableStream, version: string) =>
  new Response(body, {
    headers: {
      'content-type': 'image/png',
      // A version never changes; a day keeps crawlers' copies of a since-hidden post short.
      'cache-control': 'public, max-age=86400',
      etag: `"${version}"`,
      'x-content-type-options': 'nosniff',
    },
  })

shareCards.get('/:subject/:file', async (c) => {
  const subject = c.req.param('subject')
  const match = FILE.exec(c.req.param('file'))
  const id = match ? parseRowId(match[1] ?? '') : null
  if (!isCardSubject(subject) || !match || id === null) return notFound()
  const { lang } = c.get('site')
  let text: Awaited<ReturnType<typeof readCardText>>
  try {
    text = await readCardText(c.env, subject, id, lang, Date.now())
  } catch (err) {
    // The database failed: a card for now, never kept.
    console.error('share card: subject unreadable, serving the default card', subject, id, err)
    return defaultCard(c.env.ASSETS)
  }
  if (!text) return notFound()
  const version = await cardVersion(text, { lang })
  if (version !== match[2]) {
    return new Response(null, {
      status: 302,
      headers: { location: cardPath(subject, id, version), 'cache-control': 'no-cache' },
    })
  }
  const key = `cards/${lang}/${subject}/${id}.${version}.png`
  const kept = await c.env.MEDIA.get(key)
  if (kept) return png(kept.body, version)
  let render = drawing.get(key)
  if (!render) {
    const shown = text
    // The renderer (satori, resvg and their WebAssembly, BudouX) loads only for a card to draw:
    // no other request of the isolate evaluates it.
    render = import('./render').then(({ renderCard }) =>
      renderCard(c.env.ASSETS, shown, lang, SITE_COPY[lang].siteName),
    )
    drawing.set(key, render)
    render.then(
      () => drawing.delete(key),
      () => drawing.delete(key),
    )
  }
  let image: Uint8Array
  try {
    image = await render
  } catch (err) {
    console.error('share card: drawing failed, serving the default card', key, err)
    return defaultCard(c.env.ASSETS)
  }
  c.executionCtx.waitUntil(keep(c.env.MEDIA, key, image))
  return png(image, version)
})

/** Stores the card and removes the subject's older versions (only the current one is served). */
async function keep(bucket: R2Bucket, key: string, image: Uint8Array): Promise<void> {
  try {
    await bucket.put(key, image, { httpMetadata: { contentType: 'image/png' } })
    const prefix = key.slice(0, key.indexOf('.') + 1)
    const listed = await bucket.list({ prefix })
    const old = listed.objects.map((object) => object.key).filter((other) => other !== key)
    if (old.length) await bucket.delete(old)
  } catch (err) {
    console.error('share card: not kept', key, err)
  }
}

async function defaultCard(assets: Fetcher): Promise<Response> {
  const res = await assets.fetch(`http://assets.local${DEFAULT_CARD.path}`)
  if (!res.ok) return notFound()
  return new Response(res.body, {
    headers: {
      'content-type': 'image/png',
      'cache-control': 'public, max-age=300',
      'x-content-type-options': 'nosniff',
    },
  })
}
