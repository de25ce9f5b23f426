import m from '../../../app/i18n/current'

export function HomePage() {
  return (
    <main className="page">
      <h1>{m.home.title}</h1>
      <p>{m.home.lead}</p>
    </main>
  )
}
