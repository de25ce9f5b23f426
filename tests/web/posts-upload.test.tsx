import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetPagedLists } from '../../src/components/post/usePagedList'
import { draftKey } from '../../src/features/posts/upload/draft'
import { captureCampaignCode } from '../../src/lib/campaign'
import type { PostInput } from '../../src/shared/api/posts'
import { json, stubApi } from './api-fakes'
import { deferred, makePlace, makePost, stubUploads } from './posts-fakes'
import { HANAKO, renderApp } from './render-app'

const photo = (name: string, type = 'image/jpeg') =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type })

beforeEach(() => forgetPagedLists())
// tests/web/setup.ts puts the network back after unmounting the page.
afterEach(() => {
  vi.restoreAllMocks()
})

async function openUpload() {
  const view = renderApp('/app/upload', { kind: 'user', user: HANAKO })
  await screen.findByRole('heading', { level: 1, name: '投稿する' })
  return view
}

const summary = () => screen.getByRole('alert', { name: '入力内容を確認してください' })

describe('upload form: checks before sending', () => {
  it('asks for text or a photo, in a summary that takes the focus', async () => {
    await openUpload()
    await userEvent.click(screen.getByRole('button', { name: '投稿する' }))
    await waitFor(() => expect(document.activeElement).toBe(summary()))
    expect(within(summary()).getByRole('link').textContent).toBe(
      '本文を入力するか、写真を1枚以上選んでください。',
    )
    const body = screen.getByLabelText('本文')
    expect(body.getAttribute('aria-invalid')).toBe('true')
    // The summary's link moves to the field; fixing it clears the message.
    await userEvent.click(within(summary()).getByRole('link'))
    expect(document.activeElement).toBe(body)
    await userEvent.type(body, '港の夕焼け')
    expect(screen.queryByRole('alert', { name: '入力内容を確認してください' })).toBeNull()
  })

  it('counts the body and refuses 2,001 characters', async () => {
    await openUpload()
    const body = screen.getByLabelText('本文')
    fireEvent.change(body, { target: { value: 'あ'.repeat(2001) } })
    expect(screen.getByText('2,001 / 2,000文字').className).toContain('is-over')
    await userEvent.click(screen.getByRole('button', { name: '投稿する' }))
    expect(within(summary()).getByText('本文は2,000文字以内で入力してください。')).toBeTruthy()
  })

  it('wants an event to end after it starts', async () => {
    await openUpload()
    await userEvent.click(screen.getByRole('radio', { name: /イベント/ }))
    fireEvent.change(screen.getByLabelText(/開始日時/), { target: { value: '2026-11-28T18:00' } })
    fireEvent.change(screen.getByLabelText(/終了日時/), { target: { value: '2026-11-28T17:00' } })
    fireEvent.change(screen.getByLabelText('本文'), { target: { value: '音楽祭' } })
    await userEvent.click(screen.getByRole('button', { name: '投稿する' }))
    expect(within(summary()).getByText('終了日時は開始日時より後にしてください。')).toBeTruthy()
  })

  it('checks a coupon’s offer, dates and limits', async () => {
    await openUpload()
    await userEvent.click(screen.getByRole('radio', { name: /クーポン/ }))
    fireEvent.change(screen.getByLabelText('本文'), { target: { value: '冬の感謝セール' } })
    fireEvent.change(screen.getByLabelText('有効期間（開始日）'), {
      target: { value: '2026-12-10' },
    })
    fireEvent.change(screen.getByLabelText('有効期間（終了日）'), {
      target: { value: '2026-12-01' },
    })
    fireEvent.change(screen.getByLabelText('1人あたりの利用回数'), { target: { value: '-1' } })
    await userEvent.click(screen.getByRole('button', { name: '投稿する' }))
    const problems = within(summary())
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(problems).toEqual([
      'クーポンの特典を入力してください。',
      '有効期間の終了日は開始日以降にしてください。',
      '1以上の整数で入力してください。',
    ])
  })

  it('takes at most 10 photos and only image types', async () => {
    await openUpload()
    const user = userEvent.setup({ applyAccept: false })
    const input = screen.getByLabelText('写真を選ぶ', { selector: 'input' })
    const eleven = Array.from({ length: 11 }, (_, i) => photo(`port-${i + 1}.jpg`))
    await user.upload(input, [
      ...eleven,
      new File(['%PDF-1.7'], 'flyer.pdf', { type: 'application/pdf' }),
    ])
    expect(screen.getByText('10 / 10枚')).toBeTruthy()
    expect(screen.getByText('写真は10枚までです。')).toBeTruthy()
    expect(
      screen.getByText('「flyer.pdf」は対応していない形式です（JPEG・PNG・WebP・HEIC）。'),
    ).toBeTruthy()
    expect(
      screen.getAllByRole('listitem').filter((item) => item.className === 'photo-item'),
    ).toHaveLength(10)
  })

  it('reorders and removes photos, keeping each description with its photo', async () => {
    await openUpload()
    const input = screen.getByLabelText('写真を選ぶ', { selector: 'input' })
    await userEvent.upload(input, [photo('a.jpg'), photo('b.jpg')])
    await userEvent.type(screen.getByLabelText('写真1の説明（代替テキスト）'), '朝市')
    await userEvent.type(screen.getByLabelText('写真2の説明（代替テキスト）'), '夕焼け')
    await userEvent.click(screen.getByRole('button', { name: '写真2を前へ移動' }))
    expect((screen.getByLabelText('写真1の説明（代替テキスト）') as HTMLInputElement).value).toBe(
      '夕焼け',
    )
    expect(screen.getByText('写真を1番目に移動しました')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: '写真1を削除' }))
    expect((screen.getByLabelText('写真1の説明（代替テキスト）') as HTMLInputElement).value).toBe(
      '朝市',
    )
    expect(screen.getByText('1 / 10枚')).toBeTruthy()
  })
})

describe('upload form: the draft', () => {
  it('survives a reload, text only', async () => {
    const first = await openUpload()
    await userEvent.click(screen.getByRole('radio', { name: /イベント/ }))
    await userEvent.type(screen.getByLabelText('タイトル'), '港の朝市 感謝祭')
    await userEvent.type(screen.getByLabelText('本文'), '新鮮な魚がたくさん')
    await userEvent.type(screen.getByLabelText('タグ'), '#朝市 感謝祭')
    first.unmount()

    await openUpload()
    expect(screen.getByText('前回の下書きを復元しました。')).toBeTruthy()
    expect((screen.getByLabelText('タイトル') as HTMLInputElement).value).toBe('港の朝市 感謝祭')
    expect((screen.getByLabelText('本文') as HTMLTextAreaElement).value).toBe('新鮮な魚がたくさん')
    expect((screen.getByLabelText('タグ') as HTMLInputElement).value).toBe('#朝市 感謝祭')
    expect((screen.getByRole('radio', { name: /イベント/ }) as HTMLInputElement).checked).toBe(true)
  })

  it('throws away a stored draft that does not look like one', async () => {
    window.localStorage.setItem(draftKey(HANAKO.id), JSON.stringify({ kind: 'spam', body: 42 }))
    await openUpload()
    expect(screen.queryByText('前回の下書きを復元しました。')).toBeNull()
    expect((screen.getByLabelText('本文') as HTMLTextAreaElement).value).toBe('')
    expect(window.localStorage.getItem(draftKey(HANAKO.id))).toBeNull()
  })

  it('is kept per account', async () => {
    window.localStorage.setItem(
      draftKey(99),
      JSON.stringify({
        kind: 'post',
        title: '',
        body: '別の人の下書き',
        tags: '',
        placeName: '',
        address: '',
        lat: '',
        lng: '',
        startsAt: '',
        endsAt: '',
        offer: '',
        terms: '',
        validFrom: '',
        validUntil: '',
        perUserLimit: '',
        totalLimit: '',
      }),
    )
    await openUpload()
    expect((screen.getByLabelText('本文') as HTMLTextAreaElement).value).toBe('')
  })
})

describe('upload form: sending', () => {
  it('uploads the post with progress, then opens it and forgets the draft', async () => {
    captureCampaignCode('?c=natsumatsuri-2026')
    const created = makePost({ id: 77, title: '音楽祭', kind: 'event' })
    stubApi({
      'GET /api/posts/:id': json(created),
      'GET /api/posts/:id/like-status': json({
        liked: false,
        favorited: false,
        like_count: 0,
        favorite_count: 0,
      }),
    })
    const done = deferred()
    const uploads = stubUploads(() => ({
      status: 201,
      body: created,
      progress: [0.5],
      until: done.promise,
    }))
    const { currentPath } = await openUpload()

    await userEvent.click(screen.getByRole('radio', { name: /イベント/ }))
    await userEvent.upload(
      screen.getByLabelText('写真を選ぶ', { selector: 'input' }),
      photo('stage.jpg'),
    )
    await userEvent.type(screen.getByLabelText('写真1の説明（代替テキスト）'), '野外ステージ')
    await userEvent.type(screen.getByLabelText('タイトル'), '音楽祭')
    await userEvent.type(screen.getByLabelText('本文'), '港を望む野外ステージで')
    await userEvent.type(screen.getByLabelText('タグ'), '#音楽祭, ライブ 音楽祭')
    fireEvent.change(screen.getByLabelText(/開始日時/), { target: { value: '2026-11-28T11:30' } })
    fireEvent.change(screen.getByLabelText(/終了日時/), { target: { value: '2026-11-28T20:00' } })
    fireEvent.change(screen.getByLabelText('緯度'), { target: { value: '34.9695' } })
    fireEvent.change(screen.getByLabelText('経度'), { target: { value: '138.9420' } })
    await userEvent.click(screen.getByRole('button', { name: '投稿する' }))

    expect(await screen.findByText('アップロード中… 50%')).toBeTruthy()
    const progress = screen.getByRole('progressbar')
    expect(progress.getAttribute('value')).toBe('50')
    const [upload] = uploads
    if (!upload) throw new Error('nothing uploaded')
    expect(upload.method).toBe('POST')
    expect(upload.url.pathname).toBe('/api/posts')
    expect(upload.headers.Authorization).toBe('Bearer test-token')
    expect(upload.headers['X-Campaign-Code']).toBe('natsumatsuri-2026')
    const data = JSON.parse(String(upload.form.get('data'))) as PostInput
    expect(data).toEqual({
      kind: 'event',
      title: '音楽祭',
      body: '港を望む野外ステージで',
      tags: ['音楽祭', 'ライブ'],
      place: { name: null, address: null, lat: 34.9695, lng: 138.942 },
      event: { starts_at: '2026-11-28T11:30:00+09:00', ends_at: '2026-11-28T20:00:00+09:00' },
      coupon: null,
    })
    expect(upload.form.getAll('alts')).toEqual(['野外ステージ'])
    const sent = upload.form.getAll('photos')
    expect(sent).toHaveLength(1)
    // happy-dom cannot decode images: the original goes up, for the server to decide.
    expect((sent[0] as File).name).toBe('stage.jpg')

    await act(async () => done.resolve())
    await waitFor(() => expect(currentPath()).toBe('/app/posts/77'))
    expect(window.localStorage.getItem(draftKey(HANAKO.id))).toBeNull()
  })

  it('shows the server’s message next to the field it names', async () => {
    stubUploads(() => ({
      status: 400,
      body: {
        error: 'invalid_request',
        message: '開始日時の形式が正しくありません（例: 2026-11-28T18:00:00+09:00）。',
        field: 'event.starts_at',
      },
    }))
    await openUpload()
    await userEvent.click(screen.getByRole('radio', { name: /イベント/ }))
    fireEvent.change(screen.getByLabelText('本文'), { target: { value: '花火' } })
    fireEvent.change(screen.getByLabelText(/開始日時/), { target: { value: '2026-12-12T19:00' } })
    fireEvent.change(screen.getByLabelText(/終了日時/), { target: { value: '2026-12-12T20:30' } })
    await userEvent.click(screen.getByRole('button', { name: '投稿する' }))
    const message = '開始日時の形式が正しくありません（例: 2026-11-28T18:00:00+09:00）。'
    expect((await screen.findByRole('alert')).textContent).toBe(message)
    const start = screen.getByLabelText(/開始日時/)
    expect(start.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(`${start.id}-error`)?.textContent).toBe(message)
    // Nothing was lost: the draft is still there to fix and send again.
    expect((screen.getByLabelText('本文') as HTMLTextAreaElement).value).toBe('花火')
  })

  it('can be cancelled while uploading', async () => {
    const never = deferred()
    stubUploads(() => ({ status: 201, body: makePost(), until: never.promise }))
    await openUpload()
    fireEvent.change(screen.getByLabelText('本文'), { target: { value: '途中でやめる投稿' } })
    await userEvent.click(screen.getByRole('button', { name: '投稿する' }))
    await userEvent.click(await screen.findByRole('button', { name: '中止' }))
    expect(await screen.findByText('アップロードを中止しました。')).toBeTruthy()
    expect(screen.queryByRole('progressbar')).toBeNull()
  })
})

describe('upload form: one of the town’s places', () => {
  it('fills the name, address and position from a chosen place', async () => {
    const venue = makePlace({
      id: 2,
      kind: 'venue',
      name: 'みなと市民ホール',
      address: '静岡県賀茂郡みなと町港1-2-3',
      lat: 34.9712,
      lng: 139.0931,
    })
    stubApi({
      'GET /api/places': (request) =>
        json({
          items: request.query.get('kind') === 'venue' ? [venue] : [],
          nextCursor: null,
        }),
    })
    await openUpload()
    const picker = await screen.findByLabelText('町の場所から選ぶ')
    fireEvent.change(picker, { target: { value: '2' } })
    expect((screen.getByLabelText('場所の名前') as HTMLInputElement).value).toBe('みなと市民ホール')
    expect((screen.getByLabelText('住所') as HTMLInputElement).value).toBe(venue.address)
    expect((screen.getByLabelText('緯度') as HTMLInputElement).value).toBe('34.971200')
    expect((screen.getByLabelText('経度') as HTMLInputElement).value).toBe('139.093100')
    expect(screen.getByText('「みなと市民ホール」の場所を入力しました')).toBeTruthy()
  })
})
