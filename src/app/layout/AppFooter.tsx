import { Link, useLocation } from 'wouter'
import { ExternalIcon } from '../../components/shell-icons'
import { site, siteOriginFor } from '../../lib/site'
import { pathTo } from '../../shared/links'
import { appSubpath, MAIN_ONLY_APP_ROUTES, matchPattern } from '../../shared/routes'
import { LANGS, type Lang, SITE_LANGUAGES } from '../../shared/sites'
import m from '../i18n/current'

/** The same page on the site of `lang`, or its home when that page exists on the main site only. */
function samePageOn(lang: Lang, pathname: string): string {
  const subpath = appSubpath(pathname)
  const mainOnly = subpath !== null && matchPattern(MAIN_ONLY_APP_ROUTES, subpath) !== null
  return `${siteOriginFor(lang)}${lang !== 'ja' && mainOnly ? pathTo('/app') : pathname}`
}

/** The footer: terms, privacy and the developer's site, plus the five language sites. */
export function AppFooter() {
  const [pathname] = useLocation()
  return (
    <footer className="app-footer">
      <nav className="app-footer__nav" aria-label={m.footer.label}>
        <ul className="app-footer__links">
          <li>
            <Link href={pathTo('/app/about')}>{m.footer.about}</Link>
          </li>
          <li>
            <Link href={pathTo('/app/terms')}>{m.footer.terms}</Link>
          </li>
          <li>
            <Link href={pathTo('/app/privacy')}>{m.footer.privacy}</Link>
          </li>
          <li>
            <Link href={pathTo('/app/tokushoho')}>{m.footer.tokushoho}</Link>
          </li>
          <li>
            <Link href={pathTo('/app/ad-landing')}>{m.footer.ads}</Link>
          </li>
          <li>
            <Link href={pathTo('/app/settings')}>{m.footer.settings}</Link>
          </li>
          <li>
            {/* noopener: the developer's page gets no handle on this window. */}
            <a href={site.developerUrl} target="_blank" rel="noopener" className="external-link">
              {m.footer.developer}
              <ExternalIcon size={14} />
              <span className="visually-hidden">{m.footer.newTab}</span>
            </a>
          </li>
        </ul>
      </nav>
      <div className="app-footer__languages">
        <h2 className="app-footer__heading">{m.footer.languages}</h2>
        <ul className="app-footer__language-list">
          {LANGS.map((lang) => {
            const current = lang === site.lang
            const { htmlLang, nativeName } = SITE_LANGUAGES[lang]
            return (
              <li key={lang}>
                <a
                  href={samePageOn(lang, pathname)}
                  hrefLang={htmlLang}
                  lang={htmlLang}
                  aria-current={current ? 'true' : undefined}
                  className={current ? 'is-current' : undefined}
                >
                  {nativeName}
                </a>
              </li>
            )
          })}
        </ul>
      </div>
      <p className="app-footer__copyright">{m.footer.copyright(new Date().getFullYear())}</p>
    </footer>
  )
}
