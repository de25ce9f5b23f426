import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { SiteConfig } from '../../src/shared/sites'
import { renderApp } from './render-app'

// The edge injects the operator details (wrangler.toml BUSINESS_*); set them before the app reads
// its config.
vi.hoisted(() => {
  const config: SiteConfig = {
    lang: 'ja',
    international: false,
    translateLang: null,
    apiBase: '',
    siteHost: 'localhost:3000',
    protocol: 'http:',
    firebase: {
      apiKey: '',
      authDomain: '',
      projectId: '',
      appId: '',
      messagingSenderId: '',
      authEmulatorHost: null,
    },
    vapidKey: '',
    mapTileUrl: '',
    hazardTileUrl: '',
    townHazardMapUrl: '',
    townName: '',
    townLineUrl: '',
    native: false,
    developerUrl: 'https://dev.example.jp/',
    business: {
      name: 'まちづくり合同会社',
      representative: '代表社員 佐藤 花',
      address: '〒100-0001 東京都千代田区千代田1-1',
      phone: '03-1234-5678',
      email: 'info@machi.example.jp',
    },
  }
  window.__SITE__ = config
})

describe('特定商取引法に基づく表記', () => {
  function detailOf(label: string): string | null | undefined {
    const term = screen.getByText(label, { selector: 'dt' })
    return term.nextElementSibling?.textContent
  }

  it('lists every field the law requires, the operator from configuration', async () => {
    renderApp('/app/tokushoho')
    await screen.findByRole('heading', { level: 1, name: '特定商取引法に基づく表記' })
    expect(detailOf('販売事業者')).toBe('まちづくり合同会社')
    expect(detailOf('運営責任者')).toBe('代表社員 佐藤 花')
    expect(detailOf('所在地')).toBe('〒100-0001 東京都千代田区千代田1-1')
    expect(detailOf('電話番号')).toBe('03-1234-5678')
    expect(detailOf('メールアドレス')).toBe('info@machi.example.jp')
    for (const label of [
      '販売価格',
      '商品代金以外の必要料金',
      '支払方法',
      '支払時期',
      '役務の提供時期',
      '返品・キャンセル',
      '動作環境',
    ]) {
      expect(detailOf(label)?.length, label).toBeGreaterThan(5)
    }
  })

  it('names the operator in the terms and the privacy contact', async () => {
    renderApp('/app/privacy')
    await screen.findByRole('heading', { level: 1, name: 'プライバシーポリシー' })
    expect(screen.getByText(/^まちづくり合同会社（以下「運営者」）は/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'info@machi.example.jp' }).getAttribute('href')).toBe(
      'mailto:info@machi.example.jp',
    )
  })

  it('links the configured developer site from the footer', () => {
    renderApp('/app')
    expect(screen.getByRole('link', { name: /開発者のサイト/ }).getAttribute('href')).toBe(
      'https://dev.example.jp/',
    )
  })
})
