import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetPagedLists } from '../../src/components/post/usePagedList'
import { draftKey } from '../../src/features/posts/upload/draft'
import type { Post, PostInput } from '../../src/shared/api/posts'
import { json, stubApi } from './api-fakes'
import { makePost, stubUploads } from './posts-fakes'
import { HANAKO, renderApp } from './render-app'

// Editing after posting, as in the apps people know: 編集 on one's own post opens the form with
// the post as it is; saving sends only what changed in the post's one PATCH, keeps the photos not
// taken off, and returns to the post. An organization's event is edited on its own page.

beforeEach(() => forgetPagedLists())
afterEach(() => {
  vi.restoreAllMocks()
  window.localStorage.clear()
})

const photo = (n: number) => ({
  url: `/media/p${n}.webp`,
  thumb_url: `/media/p${n}-thumb.webp`,
  width: 800,
  height: 600,
  alt: `写真の説明${n}`,
})

const MARKET_TIME = { starts_at: '2026-12-06T07:00:00+09:00', ends_at: '2026-12-06T11:30:00+09:00' }

const OWN: Post = makePost({
  id: 41,
  kind: 'event',
  title: '港の朝市',
  body: '毎月第一日曜に開きます。',
  tags: ['朝市', '港'],
  author: { id: HANAKO.id, name: HANAKO.name, avatar_url: null },
  place: { name: 'みなと広場', address: null, lat: 34.9695, lng: 139.094, venue_id: null },
  event: MARKET_TIME,
  media: [photo(1), photo(2)],
})

describe('editing one’s own post', () => {
  it('opens from the post, starts from it, and saves over it with the photos kept', async () => {
    const uploads = stubUploads(() => ({
      status: 200,
      body: { ...OWN, title: '港の朝市（12月）' },
    }))
    stubApi({ 'GET /api/posts/:id': json(OWN) })
    const { currentPath } = renderApp('/app/posts/41', { kind: 'user', user: HANAKO })
    await userEvent.click(await screen.findByRole('link', { name: '編集' }))
    await waitFor(() => expect(currentPath()).toBe('/app/upload?edit=41'))
    expect(await screen.findByRole('heading', { level: 1, name: '投稿を編集' })).toBeTruthy()

    const title = screen.getByLabelText('タイトル') as HTMLInputElement
    expect(title.value).toBe('港の朝市')
    expect((screen.getByLabelText(/開始日時/) as HTMLInputElement).value).toBe('2026-12-06T07:00')
    expect((screen.getByLabelText(/終了日時/) as HTMLInputElement).value).toBe('2026-12-06T11:30')
    expect((screen.getByLabelText('タグ') as HTMLInputElement).value).toBe('朝市 港')
    await userEvent.clear(title)
    await userEvent.type(title, '港の朝市（12月）')
    const kept = screen.getByRole('region', { name: 'この投稿の写真' })
    // The kept photos are among the ten a post may have.
    expect(document.getElementById('photos-count')?.textContent).toBe('2 / 10枚')
    await userEvent.click(within(kept).getByRole('button', { name: '写真1を外す' }))
    expect(document.getElementById('photos-count')?.textContent).toBe('1 / 10枚')
    await userEvent.click(screen.getByRole('button', { name: '更新する' }))

    await waitFor(() => expect(currentPath()).toBe('/app/posts/41'))
    const [sent] = uploads
    expect(sent?.method).toBe('PATCH')
    expect(sent?.url.pathname).toBe('/api/posts/41')
    const data = JSON.parse(String(sent?.form.get('data'))) as PostInput
    expect(data).toMatchObject({
      kind: 'event',
      title: '港の朝市（12月）',
      body: '毎月第一日曜に開きます。',
      tags: ['朝市', '港'],
      event: { starts_at: '2026-12-06T07:00:00+09:00', ends_at: '2026-12-06T11:30:00+09:00' },
      keep_media: [1],
    })
    expect(sent?.form.getAll('photos')).toHaveLength(0)
    // An edit is not a new post's draft: nothing is left on the device.
    expect(window.localStorage.getItem(draftKey(HANAKO.id))).toBeNull()
  })

  it('sends an organization’s event to the organizers’ page instead of offering 削除', async () => {
    const event: Post = {
      ...OWN,
      event: {
        ...MARKET_TIME,
        by_organizer: {
          organization_id: 3,
          organizer: 'みなと音楽祭実行委員会',
          days: [MARKET_TIME],
          ticket_price: null,
          ticket_url: null,
          capacity: null,
        },
      },
    }
    stubApi({ 'GET /api/posts/:id': json(event) })
    renderApp('/app/posts/41', { kind: 'user', user: HANAKO })
    const edit = await screen.findByRole('link', { name: 'イベントを編集' })
    expect(edit.getAttribute('href')).toBe('/app/event-upload?id=41')
    expect(screen.queryByRole('button', { name: '削除' })).toBeNull()
  })

  it('does not offer someone else’s post for editing', async () => {
    stubApi({
      'GET /api/posts/:id': json({ ...OWN, author: { id: 99, name: '他人', avatar_url: null } }),
    })
    renderApp('/app/upload?edit=41', { kind: 'user', user: HANAKO })
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'この投稿は編集できません。自分の投稿だけを編集できます。',
    )
    expect(screen.queryByRole('button', { name: '更新する' })).toBeNull()
  })
})
