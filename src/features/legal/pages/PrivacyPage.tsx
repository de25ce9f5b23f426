import { site } from '../../../lib/site'
import { LegalDocument } from '../components/LegalDocument'
import m from '../i18n/current'

/** The privacy policy; its processors come from the table of outside services (ProcessorList). */
export function PrivacyPage() {
  const operator = site.business.name || m.operatorFallback
  return (
    <LegalDocument
      title={m.privacy.title}
      intro={m.privacy.intro(operator)}
      sections={m.privacy.sections}
    />
  )
}
