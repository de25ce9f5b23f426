import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { IssuedCode } from '../../src/shared/api/organizers'
import { json, stubApi } from './api-fakes'
import { renderApp, TOWN_ADMIN } from './render-app'

// An organizer code is shown once: the admin copies it with one press, or, where the clipboard
// is refused, finds it selected for a manual copy.

const ADMIN = TOWN_ADMIN

const ISSUED: IssuedCode = {
  id: 3,
  organization: { id: 9, name: 'みなと音楽祭実行委員会' },
  hint: 'PQRS',
  max_uses: 1,
  use_count: 0,
  expires_at: '2026-12-26T00:00:00.000Z',
  revoked_at: null,
  created_at: '2026-11-26T00:00:00.000Z',
  code: 'ABCD-EFGH-JKMN-PQRS',
}

afterEach(() => {
  vi.restoreAllMocks()
  Reflect.deleteProperty(navigator, 'clipboard')
})

async function issueACode() {
  stubApi({
    'GET /api/admin/moderation/queue': json({ items: [], nextCursor: null }),
    'GET /api/admin/moderation/audit': json({ items: [], nextCursor: null }),
    'GET /api/admin/push/messages': json({ items: [], nextCursor: null }),
    'GET /api/push/topics': json({ items: [{ name: 'all', disp_name: '全体通知' }] }),
    'GET /api/admin/organizers/applications': json({ items: [] }),
    'GET /api/admin/organizers/organizations': json({ items: [] }),
    'GET /api/admin/organizers/codes': json({ items: [] }),
    'POST /api/admin/organizers/codes': json(ISSUED, 201),
  })
  renderApp('/app/admin/organizers', { kind: 'user', user: ADMIN })
  const name = await screen.findByLabelText('新しい団体の名前')
  await userEvent.type(name, 'みなと音楽祭実行委員会')
  await userEvent.click(screen.getByRole('button', { name: 'コードを発行する' }))
  const shown = await screen.findByText(ISSUED.code)
  return shown.closest('[role="status"]') as HTMLElement
}

describe('a newly issued organizer code', () => {
  it('is copied with one press', async () => {
    const writeText = vi.fn(async (_text: string) => undefined)
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } })
    const card = await issueACode()
    await userEvent.click(within(card).getByRole('button', { name: 'コピー' }))
    expect(writeText).toHaveBeenCalledWith('ABCD-EFGH-JKMN-PQRS')
    expect(await within(card).findByText('コピーしました')).toBeTruthy()
  })

  it('is selected for a manual copy when the clipboard is refused', async () => {
    const writeText = vi.fn(async (_text: string) => {
      throw new DOMException('denied', 'NotAllowedError')
    })
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } })
    const card = await issueACode()
    await userEvent.click(within(card).getByRole('button', { name: 'コピー' }))
    expect(await within(card).findByText(/コードを選択しました/)).toBeTruthy()
    expect(window.getSelection()?.toString()).toBe('ABCD-EFGH-JKMN-PQRS')
  })
})
