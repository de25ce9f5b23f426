import { sha256Hex } from '../lib/crypto'
import type { PageMeta, ShareImage } from '../pages/meta'
import type { PostMetaRow } from '../pages/meta-store'
import type { SiteParts } from '../pages/site-parts'
import { CARD_HEIGHT, CARD_WIDTH, type CardText } from './card-text'
import { CARD_COPY } from './copy'
import { type CardSubject, postCardText, readCardText, townOf } from './subjects'

// The share card in a page's meta: a page whose subject has no photo points og:image and
// twitter:image at its card, under a URL naming the card's version (a hash of what it shows and
// of its design), so a crawler that cached an older card sees a new URL after an edit.

/** Bumped when the card's look changes, so every card gets a new URL. */
export const CARD_DESIGN = '1'

/** The version of a card: 16 hex digits of the hash of its design, language and text. */
export async function cardVersion(text: CardText, parts: Pick<SiteParts, 'lang'>): Promise<string> {
  const hash = await sha256Hex(JSON.stringify([CARD_DESIGN, parts.lang, text]))
  return hash.slice(0, 16)
}

export function cardPath(subject: CardSubject, id: number, version: string): string {
  return `/cards/${subject}/${id}.${version}.png`
}

async function cardImage(
  subject: CardSubject,
  id: number,
  text: CardText,
  parts: SiteParts,
): Promise<ShareImage> {
  const version = await cardVersion(text, parts)
  return {
    url: `${parts.origin}${cardPath(subject, id, version)}`,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    alt: CARD_COPY[parts.lang].alt(text.kind, text.title),
  }
}

/**
 * `meta` with the subject's card as its image when it would otherwise show the site's default
 * card (no photo); unchanged when it has a photo, or when the card cannot be named (the page
 * then keeps the default card rather than fail).
 */
export async function withShareCard(
  meta: PageMeta,
  env: Env,
  parts: SiteParts,
  subject: CardSubject,
  id: number,
  post?: PostMetaRow,
): Promise<PageMeta> {
  if (meta.image.url !== parts.defaultImage.url) return meta
  try {
    const now = Date.now()
    const text = post
      ? await postCardText(post, parts.lang, townOf(env), now)
      : await readCardText(env, subject, id, parts.lang, now)
    if (!text) return meta
    const image = await cardImage(subject, id, text, parts)
    const jsonLd = meta.jsonLd && { ...meta.jsonLd, image: [image.url] }
    return { ...meta, image, largeImage: true, ...(jsonLd ? { jsonLd } : {}) }
  } catch (err) {
    console.error('share card: not named, the default card stays', subject, id, err)
    return meta
  }
}
