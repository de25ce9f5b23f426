import { Nums } from '../../../components/Nums'
import { OriginalBeside } from '../../../components/OriginalBeside'
import type { Shelter } from '../../../shared/api/hazard'
import type { ShelterHazard } from '../../../shared/shelters'
import { walkingMinutes } from '../../../shared/shelters'
import m from '../i18n/current'
import { formatWhen } from '../offline'

export type ShelterFilter = ShelterHazard | 'all' | 'evacuation'

/** Whether a shelter suits the chosen hazard (or is a 指定避難所, for that filter). */
export function suits(shelter: Shelter, filter: ShelterFilter): boolean {
  if (filter === 'all') return true
  if (filter === 'evacuation') return shelter.evacuation
  return shelter.emergency && shelter.hazards.includes(filter)
}

/** The filter's name as the list's select says it. */
export const filterName = (filter: ShelterFilter) =>
  filter === 'all'
    ? m.shelters.all
    : filter === 'evacuation'
      ? m.shelters.evacuationOnly
      : m.hazards[filter]

export function formatDistance(metres: number): string {
  return metres < 1000
    ? m.shelters.metres(Math.round(metres / 10) * 10)
    : m.shelters.kilometres((metres / 1000).toFixed(1))
}

/** Directions in the phone's maps app: a geo-agnostic https link every platform opens. */
const directionsUrl = (shelter: Shelter, from: { lat: number; lng: number } | null) =>
  `https://www.google.com/maps/dir/?api=1${
    from ? `&origin=${from.lat.toFixed(6)},${from.lng.toFixed(6)}` : ''
  }&destination=${shelter.lat},${shelter.lng}&travelmode=walking`

/** 開設 · 混雑 · 満員 · 閉鎖 with the time staff set it (shown offline from the kept copy too). */
export function ShelterState({ shelter }: { shelter: Shelter }) {
  if (!shelter.status) return null
  const { state, setAt } = shelter.status
  return (
    <p className={`hazard-shelter__state hazard-shelter__state--${state}`} data-state={state}>
      {m.shelters.stateAt(m.shelters.states[state], formatWhen(setAt))}
    </p>
  )
}

export function ShelterItem(props: {
  shelter: Shelter
  metres?: number
  from: { lat: number; lng: number } | null
  saved: boolean
  onToggleSaved: (id: number) => void
}) {
  const { shelter } = props
  // On an international site: the Japanese beside a translated name and address.
  const original = shelter.translation?.translated ? shelter.translation.original : undefined
  const kinds = [
    shelter.emergency ? m.shelters.emergency : null,
    shelter.evacuation ? m.shelters.evacuation : null,
  ].filter(Boolean)
  return (
    <li className="hazard-shelter" data-shelter={shelter.id}>
      <h4 className="hazard-shelter__name">
        <OriginalBeside text={shelter.name} original={original?.name} />
      </h4>
      <ShelterState shelter={shelter} />
      <p className="hazard-shelter__kinds">{kinds.join(m.shelters.listSeparator)}</p>
      <p className="hazard-shelter__hazards">
        {shelter.hazards.length
          ? m.shelters.designatedFor(
              shelter.hazards.map((h) => m.hazards[h]).join(m.shelters.listSeparator),
            )
          : m.shelters.noHazards}
      </p>
      {props.metres !== undefined ? (
        <p className="hazard-shelter__distance">
          <span>{m.shelters.straight(formatDistance(props.metres))}</span>{' '}
          <span>{m.shelters.walking(walkingMinutes(props.metres))}</span>
        </p>
      ) : null}
      <p className="hazard-shelter__address">
        <OriginalBeside text={<Nums>{shelter.address}</Nums>} original={original?.address} />
      </p>
      <div className="hazard-shelter__actions">
        <a
          className="button button--secondary button--small"
          href={directionsUrl(shelter, props.from)}
          target="_blank"
          rel="noopener"
        >
          {m.shelters.directions}
          <span className="visually-hidden">{m.hazardMap.newTab}</span>
        </a>
        <button
          type="button"
          className="button button--small"
          aria-pressed={props.saved}
          onClick={() => props.onToggleSaved(shelter.id)}
        >
          {props.saved ? m.shelters.saved : m.shelters.save}
          <span className="visually-hidden">：{shelter.name}</span>
        </button>
      </div>
    </li>
  )
}

export function ShelterPanel(props: {
  shelters: Shelter[]
  filter: ShelterFilter
  onFilter: (filter: ShelterFilter) => void
  point: { lat: number; lng: number } | null
  myIds: number[]
  onToggleSaved: (id: number) => void
}) {
  const { shelters, filter, point, myIds } = props
  const suitable = shelters.filter((shelter) => suits(shelter, filter))
  const mine = myIds
    .map((id) => shelters.find((shelter) => shelter.id === id))
    .filter((shelter): shelter is Shelter => Boolean(shelter))
  const others = suitable.filter((shelter) => !myIds.includes(shelter.id))
  const item = (shelter: Shelter, metres?: number) => (
    <ShelterItem
      key={shelter.id}
      shelter={shelter}
      metres={metres}
      from={point}
      saved={myIds.includes(shelter.id)}
      onToggleSaved={props.onToggleSaved}
    />
  )
  return (
    <section className="hazard-shelters" aria-labelledby="hazard-shelters-title">
      <h2 id="hazard-shelters-title">{m.shelters.title}</h2>
      <p className="hazard-shelters__explain">{m.shelters.fleeVsStay}</p>
      {shelters.some((shelter) => shelter.translation?.translated) ? (
        <p className="hazard-note">{m.shelters.translatedNote}</p>
      ) : null}
      <label className="hazard-shelters__filter">
        <span>{m.shelters.filter}</span>
        <select
          value={filter}
          onChange={(event) => props.onFilter(event.currentTarget.value as ShelterFilter)}
        >
          <option value="all">{m.shelters.all}</option>
          {(Object.keys(m.hazards) as ShelterHazard[]).map((hazard) => (
            <option key={hazard} value={hazard}>
              {m.hazards[hazard]}
            </option>
          ))}
          <option value="evacuation">{m.shelters.evacuationOnly}</option>
        </select>
      </label>

      <section className="hazard-mine" aria-labelledby="hazard-mine-title">
        <h3 id="hazard-mine-title">{m.shelters.mineTitle}</h3>
        {mine.length ? (
          <ul className="hazard-shelter-list near-screen-list">
            {mine.map((shelter) => item(shelter))}
          </ul>
        ) : (
          <p>{m.shelters.mineEmpty}</p>
        )}
      </section>

      <section className="hazard-all" aria-labelledby="hazard-all-title">
        <h3 id="hazard-all-title">{m.shelters.listTitle(suitable.length)}</h3>
        {suitable.length ? (
          <ul className="hazard-shelter-list near-screen-list">
            {others.map((shelter) => item(shelter))}
          </ul>
        ) : (
          <p>{m.shelters.none}</p>
        )}
      </section>
    </section>
  )
}
