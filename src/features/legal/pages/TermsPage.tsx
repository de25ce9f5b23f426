import { site } from '../../../lib/site'
import { LegalDocument } from '../components/LegalDocument'
import m from '../i18n/current'

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
