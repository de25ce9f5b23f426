import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { OUTSIDE_SERVICES } from '../../src/shared/outside-services'
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

  it.each(['/app/terms', '/app/privacy', '/app/tokushoho', '/app/outside-services'])(
    '%s ends with the operator and how to reach them',
    async (path) => {
      renderApp(path)
      const contact = await screen.findByRole('region', { name: '運営者・お問い合わせ窓口' })
      expect(contact.textContent).toContain('まちづくり合同会社')
      expect(contact.textContent).toContain('〒100-0001 東京都千代田区千代田1-1')
      expect(contact.textContent).toContain('電話：03-1234-5678')
      expect(contact.textContent).toContain('メール：info@machi.example.jp')
    },
  )

  it('names in the privacy policy each processor that receives personal data and its country', async () => {
    renderApp('/app/privacy')
    await screen.findByRole('heading', { level: 1, name: 'プライバシーポリシー' })
    const items = screen.getAllByRole('listitem').map((item) => item.textContent ?? '')
    expect(items).toContain(
      'Firebase Authentication：ログイン認証（Google・Apple・LINEでのログイン）（Google LLC／保管国：米国）',
    )
    expect(items).toContain(
      'LINE Login：LINEアカウントでのログインとプロフィール画像の表示（LY Corporation／保管国：日本）',
    )
    for (const service of OUTSIDE_SERVICES.filter((s) => s.data.length > 0 && s.company)) {
      expect(items.some((item) => item.includes(`（${service.company}／保管国：`))).toBe(true)
    }
    expect(screen.getByText(/米国：連邦全体に適用される包括的な個人情報保護法はなく/)).toBeTruthy()
  })

  it('lists on 外部送信について every outside service of the table, what, why and to whom', async () => {
    renderApp('/app/outside-services')
    await screen.findByRole('heading', { level: 1, name: '外部送信について' })
    const sections = document.querySelectorAll('main section[aria-labelledby^="outside-"]')
    expect(sections).toHaveLength(OUTSIDE_SERVICES.length)
    const admob = screen.getByRole('region', { name: 'Google AdMob (User Messaging Platform)' })
    expect(admob.textContent).toContain('送信先（事業者）Google LLC')
    expect(admob.textContent).toContain('広告識別子（IDFA・広告ID、許可した場合のみ）')
    expect(admob.textContent).toContain('送信する場合スマートフォンアプリのみ')
    expect(admob.textContent).toContain('googleads.g.doubleclick.net')
    const mail = screen.getByRole('region', { name: 'メール送信API' })
    expect(mail.textContent).toContain('送信先（事業者）運営者が契約する事業者')
  })
})
