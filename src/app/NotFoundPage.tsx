import { Link } from 'wouter'
import { MapPinIcon } from '../components/shell-icons'
import { usePageMeta } from '../lib/meta'
import { pathTo } from '../shared/links'
import m from './i18n/current'
import './not-found.css'

export function NotFoundPage() {
  usePageMeta({ title: m.notFound.title })
  return (
    <main className="page not-found">
      <div className="not-found__mark" aria-hidden="true">
        <span>4</span>
        <MapPinIcon size={64} />
        <span>4</span>
      </div>
      <h1 className="page-title">{m.notFound.title}</h1>
      <p className="not-found__body">{m.notFound.body}</p>
      <div className="button-row button-row--center">
        <Link href={pathTo('/app')} className="button button--primary">
          {m.notFound.back}
        </Link>
        <Link href={pathTo('/app/timeline')} className="button button--secondary">
          {m.notFound.timeline}
        </Link>
      </div>
    </main>
  )
}
