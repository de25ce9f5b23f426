import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { activeMenuKey } from '../../src/app/layout/menu'
import { HeartIcon, StarIcon } from '../../src/components/icons'
import { HANAKO, renderApp } from './render-app'

const LOGIN_REQUIRED =
  'ログインするとタイムラインの投稿・お気に入り保存・スタンプラリーができます。'

function menu() {
  return within(screen.getByRole('navigation', { name: 'メインメニュー' }))
}

function currentItems() {
  return menu().queryAllByRole('link', { current: 'page' })
}

/** happy-dom has no window.alert; the browser's is replaced the same way in every test. */
function stubAlert() {
  const alert = vi.fn()
  vi.stubGlobal('alert', alert)
  return alert
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('the main menu', () => {
  it('lists home, timeline, map, post, favorites, stamp rally and login for a visitor', () => {
    renderApp('/app')
    const hrefs = menu()
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
    expect(hrefs).toEqual([
      '/app',
      '/app',
      '/app/timeline',
      '/app/map',
      '/app/upload',
      '/app/favorites',
      '/app/stamprally',
      '/app/login',
    ])
  })

  it('draws お気に入り as the star (as the cards’ and the post’s お気に入り), not the heart of いいね', () => {
    // One icon, one meaning: the menu item's drawn path against the two icons'.
    const pathOf = (icon: ReactElement) => {
      const { container, unmount } = render(icon)
      const d = container.querySelector('path')?.getAttribute('d')
      unmount()
      return d
    }
    renderApp('/app', { kind: 'user', user: HANAKO })
    const favorites = menu().getByRole('link', { name: /お気に入り/ })
    const drawn = favorites.querySelector('svg path')?.getAttribute('d')
    expect(drawn).toBe(pathOf(<StarIcon />))
    expect(drawn).not.toBe(pathOf(<HeartIcon />))
  })

  it('offers the user page instead of login once logged in', () => {
    renderApp('/app', { kind: 'user', user: HANAKO })
    expect(
      menu()
        .getByRole('link', { name: /マイページ/ })
        .getAttribute('href'),
    ).toBe('/app/profile')
    expect(menu().queryByRole('link', { name: /ログイン/ })).toBeNull()
  })

  it.each([
    ['/app', 'ホーム'],
    ['/app/timeline', 'タイムライン'],
    ['/app/gallery', 'タイムライン'],
    ['/app/map', 'マップ'],
    ['/app/stamprally', 'スタンプラリー'],
  ])('marks exactly one item as current on %s', async (path, label) => {
    renderApp(path)
    await waitFor(() => expect(currentItems()).toHaveLength(1))
    expect(menu().getByRole('link', { name: label, current: 'page' })).toBeTruthy()
  })

  it('marks nothing as current on a page outside the menu', async () => {
    renderApp('/app/terms')
    await screen.findByRole('heading', { level: 1, name: '利用規約' })
    expect(currentItems()).toEqual([])
  })

  it('marks the user page for the own profile, by path or by id', () => {
    expect(activeMenuKey('/app/profile', 7)).toBe('account')
    expect(activeMenuKey('/app/profile/7', 7)).toBe('account')
    expect(activeMenuKey('/app/profile/8', 7)).toBeNull()
    expect(activeMenuKey('/app/gallery/', null)).toBe('timeline')
  })

  it.each([
    ['投稿する', '/app/upload'],
    ['お気に入り', '/app/favorites'],
    ['スタンプラリー', '/app/stamprally'],
  ])(
    'explains in the app’s own alert dialog and goes to the login, and back to %s after it, when a visitor clicks it',
    async (label, href) => {
      const alert = stubAlert()
      const { currentPath } = renderApp('/app')
      fireEvent.click(menu().getByRole('link', { name: new RegExp(label) }))
      // Never the browser's own alert ("localhost says…").
      expect(alert).not.toHaveBeenCalled()
      const dialog = within(await screen.findByRole('alertdialog', { name: 'ログインが必要です' }))
      expect(dialog.getByText(LOGIN_REQUIRED)).toBeTruthy()
      expect(screen.getByRole('alertdialog').getAttribute('aria-describedby')).toBeTruthy()
      // The login is the button it starts on; 閉じる stays where the visitor was.
      const login = dialog.getByRole('link', { name: 'ログイン' })
      expect(document.activeElement).toBe(login)
      fireEvent.click(dialog.getByRole('button', { name: '閉じる' }))
      expect(currentPath()).toBe('/app')
      fireEvent.click(menu().getByRole('link', { name: new RegExp(label) }))
      fireEvent.click(
        within(await screen.findByRole('alertdialog')).getByRole('link', { name: 'ログイン' }),
      )
      await waitFor(() =>
        expect(currentPath()).toBe(`/app/login?redirect=${encodeURIComponent(href)}`),
      )
    },
  )

  it('lets a logged-in user straight through to favorites', async () => {
    const alert = stubAlert()
    const { currentPath } = renderApp('/app', { kind: 'user', user: HANAKO })
    fireEvent.click(menu().getByRole('link', { name: /お気に入り/ }))
    await waitFor(() => expect(currentPath()).toBe('/app/favorites'))
    expect(alert).not.toHaveBeenCalled()
  })

  it('lets the guard decide while the session is still loading', async () => {
    const alert = stubAlert()
    const { currentPath } = renderApp('/app', { kind: 'loading' })
    fireEvent.click(menu().getByRole('link', { name: /投稿/ }))
    await waitFor(() => expect(currentPath()).toBe('/app/upload'))
    expect(alert).not.toHaveBeenCalled()
    expect(await screen.findByRole('status')).toBeTruthy()
  })

  it('reloads the page when home is clicked on home', () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {})
    const { currentPath } = renderApp('/app')
    fireEvent.click(menu().getByRole('link', { name: 'ホーム' }))
    expect(reload).toHaveBeenCalledTimes(1)
    expect(currentPath()).toBe('/app')
  })

  it('navigates home without a reload from another page', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {})
    const { currentPath } = renderApp('/app/map')
    fireEvent.click(menu().getByRole('link', { name: 'ホーム' }))
    await waitFor(() => expect(currentPath()).toBe('/app'))
    expect(reload).not.toHaveBeenCalled()
  })
})
