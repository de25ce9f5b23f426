import type { ReactNode } from 'react'
import { usePageMeta } from '../../../lib/meta'
import m from '../i18n/current'
import type { LegalSection } from '../i18n/ja'
import { LegalContact } from './LegalContact'
import { ProcessorList } from './ProcessorList'
import '../legal.css'

interface LegalDocumentProps {
  title: string
  intro: string
  sections?: LegalSection[]
  children?: ReactNode
}

/**
 * The common frame of the terms, privacy, 特定商取引法 and 外部送信 pages; each ends with the
 * operator's contact details.
 */
export function LegalDocument({ title, intro, sections = [], children }: LegalDocumentProps) {
  usePageMeta({ title })
  return (
    <main className="page page--narrow legal">
      <h1 className="page-title">{title}</h1>
      <p className="legal__updated">{m.lastUpdated}</p>
      {m.translationNote ? <p className="callout callout--note">{m.translationNote}</p> : null}
      <p className="legal__intro">{intro}</p>
      {sections.map((section) => (
        <section key={section.heading} className="legal__section">
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items ? (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.generated === 'processors' ? <ProcessorList /> : null}
        </section>
      ))}
      {children}
      <LegalContact />
    </main>
  )
}
