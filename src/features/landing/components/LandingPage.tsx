import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { ArrowRightIcon, CheckIcon } from '../../../components/icons'
import { usePageMeta } from '../../../lib/meta'
import { site } from '../../../lib/site'
import { pathTo } from '../../../shared/links'
import m from '../i18n/current'
import type { LandingContent, LandingSection } from '../i18n/ja'
import '../landing.css'

/** Where a call to action leads: a route of this SPA, or a URL outside it (mailto, main site). */
type CtaTarget = { route: string } | { url: string }

function CtaLink(props: { target: CtaTarget; label: string; variant: 'primary' | 'secondary' }) {
  const className = `button button--${props.variant} button--large`
  if ('route' in props.target) {
    return (
      <Link href={props.target.route} className={className}>
        {props.label}
        {props.variant === 'primary' ? <ArrowRightIcon size={18} /> : null}
      </Link>
    )
  }
  return (
    <a href={props.target.url} className={className}>
      {props.label}
    </a>
  )
}

/** Mail to the operator with a subject, or the about page when no address is configured. */
export function contactTarget(): CtaTarget {
  const email = site.business.email
  if (!email) return { route: pathTo('/app/about') }
  return { url: `mailto:${email}?subject=${encodeURIComponent(m.contactSubject)}` }
}

function Section({ section, index }: { section: LandingSection; index: number }) {
  const id = `landing-section-${index}`
  return (
    <section className={`landing-section landing-section--${section.kind}`} aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {section.title}
      </h2>
      {section.kind === 'steps' ? (
        <ol className="landing-steps">
          {section.items.map((item) => (
            <li key={item.title} className="landing-steps__item">
              <h3>{item.title}</h3>
              <p>{item.body}</p>
            </li>
          ))}
        </ol>
      ) : section.kind === 'specs' ? (
        <dl className="spec-table">
          {section.items.map((item) => (
            <div key={item.title} className="spec-table__row">
              <dt>{item.title}</dt>
              <dd>{item.body}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <ul className="landing-cards">
          {section.items.map((item) => (
            <li key={item.title} className="landing-card">
              <span className="landing-card__icon" aria-hidden="true">
                <CheckIcon size={20} />
              </span>
              <h3>{item.title}</h3>
              <p>{item.body}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

interface LandingPageProps {
  content: LandingContent
  primary: CtaTarget
  secondary: CtaTarget
  /** Sections of the page's own after the written ones (the media kit's live figures). */
  children?: ReactNode
}

/** The shared frame of the pages outside /app: hero, sections, closing call to action. */
export function LandingPage({ content, primary, secondary, children }: LandingPageProps) {
  usePageMeta({ title: content.title, description: content.lead })
  return (
    <main className="landing">
      <section className="landing-hero" aria-labelledby="landing-title">
        <p className="landing-hero__eyebrow">{content.eyebrow}</p>
        <h1 id="landing-title" className="landing-hero__title">
          {content.title}
        </h1>
        <p className="landing-hero__lead">{content.lead}</p>
        <div className="button-row button-row--center">
          <CtaLink target={primary} label={content.cta} variant="primary" />
          <CtaLink target={secondary} label={content.secondaryCta} variant="secondary" />
        </div>
      </section>
      {content.sections.map((section, index) => (
        <Section key={section.title} section={section} index={index} />
      ))}
      {children}
      <section className="landing-closing" aria-labelledby="landing-closing">
        <h2 id="landing-closing">{content.closing.title}</h2>
        <p>{content.closing.body}</p>
        <CtaLink target={primary} label={content.closing.cta} variant="primary" />
      </section>
    </main>
  )
}
