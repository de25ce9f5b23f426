import { vi } from 'vitest'
import type { ResponseOf } from '../../src/shared/api/endpoints'
import type { PlaceSummary } from '../../src/shared/api/places'
import type { Page, PostSummary } from '../../src/shared/api/posts'
import type { FakeAnswer } from './api-fakes'

// Posts, places and uploads as the API sends them, for the web tests' fake network
// (tests/web/api-fakes.ts). Nothing of the app itself is replaced.

/** A promise with its resolve function, to hold an answer back. */
export function deferred<T = void>() {
  let resolve: (value: T) => void = () => {}
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

let nextId = 500

/** A post as the API lists it. */
export function makePost(overrides: Partial<PostSummary> = {}): PostSummary {
  nextId += 1
  const id = overrides.id ?? nextId
  return {
    id,
    kind: 'post',
    title: null,
    body: `港の朝市で見つけたもの ${id}`,
    tags: [],
    place: null,
    event: null,
    coupon: null,
    media: [],
    author: { id: 3, name: '山本 健太', avatar_url: null },
    like_count: 2,
    favorite_count: 1,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    updated_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  }
}

export function page<Item = PostSummary>(
  items: Item[],
  nextCursor: string | null = null,
): Page<Item> {
  return { items, nextCursor }
}

/** A venue or restaurant as the API lists it (GET /api/places). */
export function makePlace(overrides: Partial<PlaceSummary> = {}): PlaceSummary {
  nextId += 1
  return {
    id: overrides.id ?? nextId,
    kind: 'venue',
    name: `みなとの場所 ${overrides.id ?? nextId}`,
    description: '',
    address: '静岡県賀茂郡みなと町',
    lat: null,
    lng: null,
    image_url: null,
    genre: null,
    price_range: null,
    tags: [],
    opening_hours: null,
    open_now: false,
    ...overrides,
  }
}

// ---------- The upload's XMLHttpRequest (progress needs XHR) ----------

export interface RecordedUpload {
  method: string
  url: URL
  headers: Record<string, string>
  form: FormData
}

/** What a create or an edit answers (the endpoint table's type; the same for POST and PATCH). */
type UploadResponse = ResponseOf<'POST /api/posts'> & ResponseOf<'PATCH /api/posts/:id'>

export interface UploadAnswer extends FakeAnswer<UploadResponse> {
  /** Upload progress events to fire first, as fractions of the body. */
  progress?: number[]
}

/** Installs a fake XMLHttpRequest that answers uploads like the API; returns what was sent. */
export function stubUploads(answer: (upload: RecordedUpload) => UploadAnswer) {
  const uploads: RecordedUpload[] = []

  class FakeXMLHttpRequest extends EventTarget {
    readonly upload = new EventTarget()
    status = 0
    responseText = ''
    private method = ''
    private url = ''
    private headers: Record<string, string> = {}
    private aborted = false
    private responseHeaders = new Headers()

    open(method: string, url: string) {
      this.method = method
      this.url = url
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value
    }

    getResponseHeader(name: string): string | null {
      return this.responseHeaders.get(name)
    }

    send(body: FormData) {
      const upload = {
        method: this.method,
        url: new URL(this.url),
        headers: this.headers,
        form: body,
      }
      uploads.push(upload)
      void this.respond(answer(upload))
    }

    abort() {
      this.aborted = true
      this.dispatchEvent(new Event('abort'))
    }

    private async respond(reply: UploadAnswer) {
      for (const fraction of reply.progress ?? []) {
        await new Promise((resolve) => setTimeout(resolve, 0))
        const event = Object.assign(new Event('progress'), {
          lengthComputable: true,
          loaded: fraction * 1000,
          total: 1000,
        })
        this.upload.dispatchEvent(event)
      }
      if (reply.until) await reply.until
      if (this.aborted) return
      if (reply.networkError) {
        this.dispatchEvent(new Event('error'))
        return
      }
      this.status = reply.status ?? 200
      this.responseHeaders = new Headers(reply.headers)
      this.responseText = JSON.stringify(reply.body ?? null)
      this.dispatchEvent(new Event('load'))
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest)
  return uploads
}
