import {
  type ApiErrorInfo,
  apiPath,
  bookmarkGeneration,
  bootAnswer,
  call,
  rememberBookmark,
  requestDecorations,
  withErrorId,
} from '../../lib/api'
import { site } from '../../lib/site'
import type { ResponseOf } from '../../shared/api/endpoints'
import type { PageQuery, PostInput } from '../../shared/api/posts'
import { LIST_PAGE_SIZE } from '../../shared/boot-data'
import { D1_BOOKMARK_HEADER } from '../../shared/d1-bookmark'
import { type TimelineFilter, timelineQuery } from '../../shared/timeline'

// Every call of the posts feature (contract: src/shared/api/posts.ts).

export const PAGE_SIZE = LIST_PAGE_SIZE

function pageQuery(cursor: string | null): PageQuery {
  const query: PageQuery = { limit: String(PAGE_SIZE) }
  if (cursor) query.cursor = cursor
  return query
}

export function fetchTimeline(filter: TimelineFilter, cursor: string | null, signal?: AbortSignal) {
  return call('GET /api/posts', { query: timelineQuery(filter, cursor), signal })
}

/** The timeline's first page as the page carries it (boot data), if it does. */
export function bootTimeline(filter: TimelineFilter) {
  return bootAnswer<ResponseOf<'GET /api/posts'>>(apiPath('GET /api/posts'), timelineQuery(filter))
}

export function fetchFavorites(cursor: string | null, signal?: AbortSignal) {
  return call('GET /api/me/favorites', { query: pageQuery(cursor), signal })
}

export function fetchFeed(cursor: string | null, signal?: AbortSignal) {
  return call('GET /api/feed', { query: pageQuery(cursor), signal })
}

export function fetchPost(id: number, signal?: AbortSignal) {
  return call('GET /api/posts/:id', { params: { id }, signal })
}

/** The post as the page carries it (boot data), if it does. */
export function bootPost(id: number) {
  return bootAnswer<ResponseOf<'GET /api/posts/:id'>>(apiPath('GET /api/posts/:id', { id }))
}

/** The like-status call: the one request without X-Campaign-Code (docs/product.md, accounts). */
export function fetchLikeStatus(id: number, signal?: AbortSignal) {
  return call('GET /api/posts/:id/like-status', { params: { id }, campaign: false, signal })
}

export { setFavorited, setLiked } from '../../components/post/reactions-api'

export function reportPost(id: number, reason: string) {
  return call('POST /api/posts/:id/reports', { params: { id }, body: { reason } })
}

export function deletePost(id: number) {
  return call('DELETE /api/posts/:id', { params: { id } })
}

// ---------- Upload with progress ----------
// ofetch cannot report upload progress, so the create call is an XMLHttpRequest that carries
// exactly the headers and query of every other call (requestDecorations, src/lib/api.ts).

export interface UploadPhoto {
  blob: Blob
  name: string
  alt: string
}

interface UploadFailure extends ApiErrorInfo {
  /** The input the server refused (e.g. "body", "event.ends_at", "photos.3"). */
  field: string | null
  /** The person cancelled the upload. */
  aborted: boolean
}

export class UploadError extends Error {
  constructor(readonly failure: UploadFailure) {
    super(failure.message ?? failure.error ?? `upload failed (${failure.status})`)
    this.name = 'UploadError'
  }
}

/** What a create or an edit answers: the post as stored. */
type Uploaded = ResponseOf<'POST /api/posts'> & ResponseOf<'PATCH /api/posts/:id'>

interface UploadHandle {
  done: Promise<Uploaded>
  abort: () => void
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

function failureOf(status: number, body: unknown, aborted = false): UploadFailure {
  const data = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : null)
  const requestId = text('request_id')
  const message = text('message')
  return {
    status,
    error: text('error'),
    message: message && withErrorId(message, requestId),
    requestId,
    field: text('field'),
    aborted,
  }
}

/** POST /api/posts (multipart: `data` + `photos`/`alts`), reporting progress from 0 to 1. */
/** Creates a post, or with `postId` replaces that post's fields (PATCH, the same multipart form). */
export function uploadPost(
  input: PostInput,
  photos: UploadPhoto[],
  onProgress: (fraction: number) => void,
  postId?: number,
): UploadHandle {
  const form = new FormData()
  form.set('data', JSON.stringify(input))
  for (const photo of photos) {
    form.append('photos', photo.blob, photo.name)
    form.append('alts', photo.alt)
  }
  const { headers, query } = requestDecorations()
  const path =
    postId === undefined
      ? apiPath('POST /api/posts')
      : apiPath('PATCH /api/posts/:id', { id: postId })
  const url = new URL(`${site.apiBase}${path}`, window.location.href)
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value)

  const xhr = new XMLHttpRequest()
  const generation = bookmarkGeneration()
  const done = new Promise<Uploaded>((resolve, reject) => {
    xhr.open(postId === undefined ? 'POST' : 'PATCH', url.toString())
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    })
    xhr.addEventListener('load', () => {
      rememberBookmark(xhr.getResponseHeader(D1_BOOKMARK_HEADER), generation, true)
      const body = parseJson(xhr.responseText)
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        onProgress(1)
        // The Worker answers this endpoint's type (the endpoint table); JSON.parse cannot say so.
        resolve(body as Uploaded)
      } else {
        reject(new UploadError(failureOf(xhr.status, body)))
      }
    })
    xhr.addEventListener('error', () => reject(new UploadError(failureOf(0, null))))
    xhr.addEventListener('abort', () => reject(new UploadError(failureOf(0, null, true))))
    xhr.send(form)
  })
  return { done, abort: () => xhr.abort() }
}
