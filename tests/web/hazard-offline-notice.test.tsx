import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OfflineNotice } from '../../src/features/hazardmap/components/OfflineNotice'
import { useOffline, useShelters } from '../../src/features/hazardmap/components/useShelters'
import { formatWhen, storeShelters } from '../../src/features/hazardmap/offline'
import type { Shelter, ShelterList } from '../../src/shared/api/hazard'
import { apiError, json, networkError, stubApi } from './api-fakes'

// The hazard map's word on where its shelters come from, with the network answered at the fetch
// boundary. A phone can say it is online (a Wi-Fi with no way out, a page the service worker
// opened while offline) while nothing answers: the page goes by what its requests got, and an
// old copy is never shown as the current list.

afterEach(() => {
  vi.unstubAllGlobals()
})

const school: Shelter = {
  id: 1,
  code: 'E1',
  name: '第一小学校',
  address: 'みなと町',
  lat: 34.9722,
  lng: 139.096,
  emergency: true,
  evacuation: true,
  hazards: ['tsunami'],
}
const list = (items: Shelter[]): ShelterList => ({ items, truncated: false, updated_at: null })

/** The page's composition of the list and its notice (HazardMapPage). */
function Shelters() {
  const shelters = useShelters(null)
  const offline = useOffline(shelters)
  const savedAt = shelters.status === 'ready' ? shelters.savedAt : null
  return (
    <>
      {offline ? <OfflineNotice savedAt={savedAt} /> : null}
      {shelters.status === 'error' ? <p role="alert">error</p> : null}
      <ul>
        {shelters.status === 'ready'
          ? shelters.list.items.map((s) => <li key={s.id}>{s.name}</li>)
          : null}
      </ul>
    </>
  )
}

const STORED_AT = '2026-08-10T00:05:00.000Z'

describe('the hazard map’s offline notice', () => {
  it('says nothing while the network answers', async () => {
    stubApi({ 'GET /api/hazard/shelters': json(list([school])) })
    render(<Shelters />)
    await screen.findByText('第一小学校')
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('gives the service worker’s copy with the time it was stored, though the browser says online', async () => {
    expect(navigator.onLine).toBe(true)
    stubApi({
      'GET /api/hazard/shelters': {
        ...json(list([school])),
        headers: { 'X-Stored-At': STORED_AT },
      },
    })
    render(<Shelters />)
    await screen.findByText('第一小学校')
    expect((await screen.findByRole('status')).textContent).toBe(
      `オフラインです。${formatWhen(STORED_AT)}時点の情報を表示しています。`,
    )
  })

  it('keeps the browser’s copy and its time when the request gets no answer', async () => {
    storeShelters(list([school]))
    const saved = window.localStorage.getItem('hazard_saved_at') as string
    stubApi({ 'GET /api/hazard/shelters': networkError() })
    render(<Shelters />)
    expect((await screen.findByRole('status')).textContent).toBe(
      `オフラインです。${formatWhen(saved)}時点の情報を表示しています。`,
    )
    expect(screen.getByText('第一小学校')).toBeTruthy()
  })

  it('says nothing was saved when there is no copy and no answer', async () => {
    stubApi({ 'GET /api/hazard/shelters': networkError() })
    render(<Shelters />)
    expect((await screen.findByRole('status')).textContent).toBe(
      'オフラインです。保存された情報がありません。',
    )
  })

  it('is not offline when the Worker answers with an error: the connection works', async () => {
    stubApi({ 'GET /api/hazard/shelters': apiError(503, 'unavailable', '') })
    render(<Shelters />)
    await screen.findByRole('alert')
    expect(screen.queryByRole('status')).toBeNull()
  })
})
