import m from '../i18n/current'

const t = m.info

/** What a deletion removes and what it keeps, and why: the same words on both pages. */
export function DeletionFacts() {
  return (
    <>
      <section className="account-data__facts" aria-labelledby="deleted-title">
        <h2 id="deleted-title" className="account-data__heading">
          {t.deletedTitle}
        </h2>
        <ul className="account-data__list">
          {t.deleted.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section className="account-data__facts" aria-labelledby="kept-title">
        <h2 id="kept-title" className="account-data__heading">
          {t.keptTitle}
        </h2>
        <ul className="account-data__list">
          {t.kept.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </>
  )
}
