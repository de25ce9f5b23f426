import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Shelter, ShelterList } from '../../src/shared/api/hazard'
import { apiError, json, stubApi } from './api-fakes'
import { HANAKO, renderApp } from './render-app'

// 「マイ避難所」 on the hazard map page, with the network answering like the Worker: a visitor's list
// lives in the browser; signed in, it lives on the account, and what the visitor saved before
// signing in moves onto the account.

afterEach(() => {
  vi.unstubAllGlobals()
})

const shelter = (id: number, name: string): Shelter => ({
  id,
  code: `E${id}`,
  name,
  address: 'みなと町',
  lat: 34.972 + id / 1000,
  lng: 139.0925,
  emergency: true,
  evacuation: false,
  hazards: ['flood'],
})
const LIST: ShelterList = {
  items: [shelter(1, '第一小学校'), shelter(2, '港の広場'), shelter(3, '山手中学校')],
  truncated: false,
  updated_at: '2026-11-20T00:00:00.000Z',
}

const mineNames = () =>
  [...document.querySelectorAll('.hazard-mine .hazard-shelter__name')].map((el) => el.textContent)
const saveButton = (name: string) =>
  within(document.querySelector('.hazard-all') as HTMLElement).getByRole('button', {
    name: new RegExp(`^マイ避難所に登録\\s*：${name}$`),
  })

describe('マイ避難所 on the page', () => {
  it('keeps a visitor’s list in the browser, across visits', async () => {
    const requests = stubApi({ 'GET /api/hazard/shelters': json(LIST) })
    const first = renderApp('/app/hazardmap')
    fireEvent.click(await screen.findByRole('button', { name: /^マイ避難所に登録\s*：港の広場$/ }))
    await waitFor(() => expect(mineNames()).toEqual(['港の広場']))
    first.unmount()
    renderApp('/app/hazardmap')
    await screen.findByRole('heading', { name: 'マイ避難所' })
    await waitFor(() => expect(mineNames()).toEqual(['港の広場']))
    expect(requests.filter((r) => r.path.startsWith('/api/hazard/my-shelters'))).toEqual([])
  })

  it('moves the browser’s list onto the account at sign-in, and saves there afterwards', async () => {
    window.localStorage.setItem('my_shelters', JSON.stringify([3, 99, 1]))
    const account: number[] = []
    // Appends without looking: a shelter sent twice would show twice.
    const requests = stubApi({
      'GET /api/hazard/shelters': json(LIST),
      'GET /api/hazard/my-shelters': () => json({ ids: [...account] }),
      'PUT /api/hazard/my-shelters/:id': ({ params }) => {
        const id = Number(params.id)
        if (!LIST.items.some((item) => item.id === id)) {
          return apiError(404, 'not_found', '避難所が見つかりません。')
        }
        account.push(id)
        return json({ ids: [...account] })
      },
    })
    renderApp('/app/hazardmap', { kind: 'user', user: HANAKO })
    await waitFor(() => expect(mineNames()).toEqual(['山手中学校', '第一小学校']))
    expect(account).toEqual([3, 1])
    expect(JSON.parse(window.localStorage.getItem('my_shelters') ?? 'null')).toEqual([])
    fireEvent.click(saveButton('港の広場'))
    await waitFor(() => expect(mineNames()).toEqual(['山手中学校', '第一小学校', '港の広場']))
    // Each browser-saved shelter was sent once (StrictMode mounts twice), in saving order.
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual([
      '/api/hazard/my-shelters/3',
      '/api/hazard/my-shelters/99',
      '/api/hazard/my-shelters/1',
      '/api/hazard/my-shelters/2',
    ])
  })

  it('says to wait when the account’s limit of changes is reached, keeping the list', async () => {
    stubApi({
      'GET /api/hazard/shelters': json(LIST),
      'GET /api/hazard/my-shelters': json({ ids: [1] }),
      'PUT /api/hazard/my-shelters/:id': apiError(
        429,
        'too_many_requests',
        '操作の回数が多すぎます。30分ほど時間をおいてから再度お試しください。',
      ),
    })
    renderApp('/app/hazardmap', { kind: 'user', user: HANAKO })
    await waitFor(() => expect(mineNames()).toEqual(['第一小学校']))
    fireEvent.click(saveButton('港の広場'))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'マイ避難所の登録・解除が続いたため、少し休止しています。数分おいてから、もう一度お試しください。',
    )
    expect(mineNames()).toEqual(['第一小学校'])
  })
})
