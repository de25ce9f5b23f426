import { Link } from 'wouter'
import m from '../../../app/i18n/current'

export function NotFoundPage() {
  return (
    <main className="page">
      <h1>{m.notFound.title}</h1>
      <p>{m.notFound.body}</p>
      <Link href="/app">{m.notFound.back}</Link>
    </main>
  )
}
