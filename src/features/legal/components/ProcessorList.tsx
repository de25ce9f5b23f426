import { Link } from 'wouter'
import { pathTo } from '../../../shared/links'
import m from '../i18n/current'
import { companyOf, purposeOf, SERVICES, serviceNameOf } from './outside-texts'

/**
 * The privacy policy's list of processors: every row of the table that receives personal data,
 * its company and the country where the data is kept.
 */
export function ProcessorList() {
  return (
    <>
      <ul>
        {SERVICES.filter((service) => service.data.length > 0).map((service) => (
          <li key={service.id}>
            {m.processors.item(
              serviceNameOf(service),
              companyOf(service),
              m.outside.countries[service.dataCountry],
              purposeOf(service),
            )}
          </li>
        ))}
      </ul>
      <p>{m.processors.foreign}</p>
      <p>
        <Link href={pathTo('/app/outside-services')}>{m.outside.title}</Link>
      </p>
    </>
  )
}
