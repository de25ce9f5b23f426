import { site } from '../../../lib/site'
import m from './i18n/current'
import { LegalDocument } from './LegalDocument'

export function TermsPage() {
  const operator = site.business.name || m.operatorFallback
  return (
    <LegalDocument
      title={m.terms.title}
      intro={m.terms.intro(operator)}
      sections={m.terms.sections}
    />
  )
}
