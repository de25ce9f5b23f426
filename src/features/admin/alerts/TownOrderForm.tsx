import { type FormEvent, useEffect, useState } from 'react'
import { Field } from '../../../components/Field'
import { SubmitButton } from '../../../components/useSubmit'
import { TOWN_ORDER_LIMITS, type TownOrderInput } from '../../../shared/api/alerts'
import { fetchTownShelters } from './api'
import m from './i18n/current'
import { ShelterChoice, type Shelters } from './TownOrderParts'

interface Errors {
  area?: string
  note?: string
  shelters?: string
}

/**
 * The limits of the server's schema (`townOrderInput`), checked here without loading zod into the
 * desk's chunk; the desk words each field's problem in its language.
 */
function check(input: TownOrderInput): Errors {
  const errors: Errors = {}
  const area = input.areaName.trim()
  if (area.length < 1 || area.length > TOWN_ORDER_LIMITS.areaName) errors.area = m.errors.area
  if (input.note.trim().length > TOWN_ORDER_LIMITS.note) errors.note = m.errors.note
  if (input.shelterIds.length < 1 || input.shelterIds.length > TOWN_ORDER_LIMITS.shelters) {
    errors.shelters = m.errors.shelters
  }
  return errors
}

type TownOrderFormProps = {
  busy: boolean
  onIssue: (input: TownOrderInput) => Promise<boolean>
}

/** The town's shelters to choose from, loaded once. */
function useTownShelters(): Shelters {
  const [shelters, setShelters] = useState<Shelters>({ status: 'loading' })
  useEffect(() => {
    fetchTownShelters().then(
      (list) => setShelters({ status: 'ready', items: list.items }),
      () => setShelters({ status: 'error' }),
    )
  }, [])
  return shelters
}

/** The order as typed, its problems, and a submit that checks, issues and then empties it. */
function useTownOrderForm({ busy, onIssue }: TownOrderFormProps) {
  const [kind, setKind] = useState<TownOrderInput['kind']>('evacuation_order')
  const [areaName, setAreaName] = useState('')
  const [note, setNote] = useState('')
  const [chosen, setChosen] = useState<number[]>([])
  const [errors, setErrors] = useState<Errors>({})

  const toggle = (id: number) =>
    setChosen((ids) => (ids.includes(id) ? ids.filter((one) => one !== id) : [...ids, id]))

  async function issue(input: TownOrderInput) {
    if (!(await onIssue(input))) return
    setAreaName('')
    setNote('')
    setChosen([])
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const input: TownOrderInput = { kind, areaName: areaName.trim(), note, shelterIds: chosen }
    const found = check(input)
    setErrors(found)
    if (Object.keys(found).length) return
    void issue(input)
  }

  return { kind, setKind, areaName, setAreaName, note, setNote, chosen, toggle, errors, submit }
}

/**
 * The form of a new town order: kind, area, note and the shelters opened. `onIssue` resolves true
 * once the order is out, and the form empties.
 */
export function TownOrderForm(props: TownOrderFormProps) {
  const { busy } = props
  const { kind, setKind, areaName, setAreaName, note, setNote, chosen, toggle, errors, submit } =
    useTownOrderForm(props)
  const shelters = useTownShelters()

  return (
    <form className="town-orders__form" onSubmit={submit} noValidate>
      <Field id="town-order-kind" label={m.kind}>
        {(control) => (
          <select
            {...control}
            className="input"
            value={kind}
            onChange={(event) => setKind(event.currentTarget.value as TownOrderInput['kind'])}
          >
            <option value="evacuation_order">{m.kinds.evacuation_order}</option>
            <option value="elderly_evacuation">{m.kinds.elderly_evacuation}</option>
          </select>
        )}
      </Field>
      <Field id="town-order-area" label={m.area} required hint={m.areaHint} error={errors.area}>
        {(control) => (
          <input
            {...control}
            className="input"
            type="text"
            lang="ja"
            value={areaName}
            onChange={(event) => setAreaName(event.currentTarget.value)}
          />
        )}
      </Field>
      <Field
        id="town-order-note"
        label={m.note}
        hint={m.noteHint}
        error={errors.note}
        counter={{ count: [...note].length, max: TOWN_ORDER_LIMITS.note }}
      >
        {(control) => (
          <textarea
            {...control}
            className="input textarea"
            lang="ja"
            rows={4}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
        )}
      </Field>
      <ShelterChoice
        shelters={shelters}
        chosen={chosen}
        error={errors.shelters}
        onToggle={toggle}
      />
      <SubmitButton busy={busy} label={m.submit} busyLabel={m.sending} />
    </form>
  )
}
