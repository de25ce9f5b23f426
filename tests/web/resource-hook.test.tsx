import { act, renderHook, waitFor } from '@testing-library/react'
import { FetchError } from 'ofetch'
import { describe, expect, it, vi } from 'vitest'
import { useResource } from '../../src/lib/useResource'
import { parseRowId } from '../../src/shared/ids'

// The one hook behind the post page and the profile pages: one resource of the API by its id.

interface Thing {
  id: number
  name: string
}

function httpError(status: number): FetchError {
  const error = new FetchError(`HTTP ${status}`)
  error.status = status
  error.data = { error: 'oops', message: 'サーバーの説明' }
  return error
}

describe('parseRowId (the route params of the post and profile pages)', () => {
  it('takes positive integers only', () => {
    expect(parseRowId('12')).toBe(12)
    expect(parseRowId(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER)
    expect(parseRowId(undefined)).toBeNull()
    expect(parseRowId('')).toBeNull()
    expect(parseRowId('0')).toBeNull()
    expect(parseRowId('012')).toBeNull()
    expect(parseRowId('-1')).toBeNull()
    expect(parseRowId('1.5')).toBeNull()
    expect(parseRowId('1e3')).toBeNull()
    expect(parseRowId('1;DROP')).toBeNull()
    expect(parseRowId('%31')).toBeNull()
    expect(parseRowId(String(Number.MAX_SAFE_INTEGER + 1))).toBeNull()
    expect(parseRowId('99999999999999999')).toBeNull()
  })
})

describe('useResource', () => {
  it('is not found without a request when the id is malformed', () => {
    const load = vi.fn()
    const { result } = renderHook(() => useResource<Thing>(null, load))
    expect(result.current.state).toEqual({ status: 'notFound' })
    expect(load).not.toHaveBeenCalled()
  })

  it('loads, then shows the resource', async () => {
    const load = vi.fn(async (id: number) => ({ id, name: 'あ' }))
    const { result } = renderHook(() => useResource<Thing>(3, load))
    expect(result.current.state).toEqual({ status: 'loading' })
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'ready', data: { id: 3, name: 'あ' } }),
    )
    expect(load.mock.calls[0]?.[0]).toBe(3)
  })

  it('shows what the page carries at once and asks the network for nothing', () => {
    const load = vi.fn()
    const fromPage = (id: number) => ({ id, name: 'from the page' })
    const { result } = renderHook(() => useResource<Thing>(5, load, { fromPage }))
    expect(result.current.state).toEqual({
      status: 'ready',
      data: { id: 5, name: 'from the page' },
    })
    expect(load).not.toHaveBeenCalled()
  })

  it('turns a 404 into not found and other failures into an error with a retry', async () => {
    const load = vi.fn<(id: number) => Promise<Thing>>().mockRejectedValueOnce(httpError(404))
    const missing = renderHook(() => useResource<Thing>(4, load))
    await waitFor(() => expect(missing.result.current.state).toEqual({ status: 'notFound' }))

    const flaky = vi
      .fn<(id: number) => Promise<Thing>>()
      .mockRejectedValueOnce(httpError(500))
      .mockResolvedValue({ id: 6, name: 'again' })
    const { result } = renderHook(() => useResource<Thing>(6, flaky))
    await waitFor(() =>
      expect(result.current.state).toEqual({
        status: 'error',
        error: { status: 500, error: 'oops', message: 'サーバーの説明', requestId: null },
      }),
    )
    act(() => result.current.retry())
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'ready', data: { id: 6, name: 'again' } }),
    )
  })

  it('fetches again when what the answer depends on changes, keeping the shown one meanwhile', async () => {
    let resolveSecond: (thing: Thing) => void = () => {}
    const load = vi
      .fn<(id: number) => Promise<Thing>>()
      .mockResolvedValueOnce({ id: 8, name: 'as a visitor' })
      .mockImplementationOnce(
        () =>
          new Promise((resolve) => {
            resolveSecond = resolve
          }),
      )
    const { result, rerender } = renderHook(
      ({ viewer }) => useResource<Thing>(8, load, { refetchWhen: viewer }),
      { initialProps: { viewer: 'nobody' } },
    )
    await waitFor(() => expect(result.current.state.status).toBe('ready'))
    rerender({ viewer: 'hanako' })
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2))
    expect(result.current.state).toEqual({ status: 'ready', data: { id: 8, name: 'as a visitor' } })
    act(() => resolveSecond({ id: 8, name: 'as hanako' }))
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'ready', data: { id: 8, name: 'as hanako' } }),
    )
  })

  it('starts over for another id and applies local changes without a request', async () => {
    const load = vi.fn(async (id: number) => ({ id, name: `#${id}` }))
    const { result, rerender } = renderHook(({ id }) => useResource<Thing>(id, load), {
      initialProps: { id: 1 },
    })
    await waitFor(() => expect(result.current.state.status).toBe('ready'))
    act(() => result.current.update({ name: 'renamed' }))
    expect(result.current.state).toEqual({ status: 'ready', data: { id: 1, name: 'renamed' } })
    expect(load).toHaveBeenCalledTimes(1)
    rerender({ id: 2 })
    expect(result.current.state).toEqual({ status: 'loading' })
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'ready', data: { id: 2, name: '#2' } }),
    )
  })
})
