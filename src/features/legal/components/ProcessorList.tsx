import { Link } from 'wouter'
import m from '../i18n/current'
import { companyOf, purposeOf, SERVICES } from './outside-texts'

/** The privacy policy's list of processors: every row of the table, its company and country. */
export function ProcessorList() {
  return (
    <>
      <ul>
        {SERVICES.map((service) => (
          <li key={service.id}>
            {m.processors.item(
              service.service,
              companyOf(service),
              m.outside.countries[service.dataCountry],
              purposeOf(service),
            )}
          </li>
        ))}
      </ul>
      <p>{m.processors.foreign}</p>
      <p>
        <Link href="/app/outside-services">{m.outside.title}</Link>
      </p>
    </>
  )
}
