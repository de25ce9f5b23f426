import { type FormEvent, useState } from 'react'
import { useSubmit } from '../../../components/useSubmit'
import type { Organization, OrganizerEvent, VenueChoice } from '../../../shared/api/organizers'
import { deleteOrganizerEvent, saveOrganizerEvent } from '../api'
import m from '../i18n/current'
import { type EventFormState, emptyForm, fromEvent, toEventInput } from '../lib/event-form'
import type { NewPhoto } from './PhotoFields'

export type FormUpdate = (change: (form: EventFormState) => EventFormState) => void

export interface EventFormProps {
  organizations: Organization[]
  venues: VenueChoice[]
  event: OrganizerEvent | null
  onSaved: (event: OrganizerEvent) => void
  onDeleted: () => void
}

/** The event form's state (fields, kept and new photos) and its save and delete. */
export function useEventForm({ organizations, venues, event, onSaved, onDeleted }: EventFormProps) {
  const [form, setForm] = useState<EventFormState>(() => {
    const stageNames = new Map(venues.map((venue) => [venue.id, venue.name]))
    return event ? fromEvent(event, stageNames) : emptyForm(organizations[0]?.id ?? 0)
  })
  const [kept, setKept] = useState<number[]>(() => event?.photos.map((_, i) => i) ?? [])
  const [photos, setPhotos] = useState<NewPhoto[]>([])
  const { busy, error, run } = useSubmit(m.eventUpload.saveFailed)
  const update: FormUpdate = (change) => setForm((current) => change(current))
  const set = <K extends keyof EventFormState>(key: K, value: EventFormState[K]) =>
    update((current) => ({ ...current, [key]: value }))

  function submit(e: FormEvent) {
    e.preventDefault()
    void run(async () => {
      const saved = await saveOrganizerEvent(event?.id ?? null, toEventInput(form), photos, kept)
      setPhotos([])
      setKept(saved.photos.map((_, i) => i))
      onSaved(saved)
    })
  }

  function remove() {
    if (!event || !window.confirm(m.eventUpload.deleteConfirm)) return
    // Deleted, the form goes away: it stays busy till then.
    const failed = m.eventUpload.deleteFailed
    void run(() => deleteOrganizerEvent(event.id).then(onDeleted), { failed, stayBusy: true })
  }

  return { form, set, update, kept, setKept, photos, setPhotos, busy, error, submit, remove }
}

/** One list of rows in the form (its days, its slots): change, remove or add a row. */
export function formRows<K extends 'days' | 'slots'>(key: K, update: FormUpdate) {
  type Row = EventFormState[K][number]
  const edit = (change: (rows: Row[], form: EventFormState) => Row[]) =>
    update((form) => ({ ...form, [key]: change(form[key] as Row[], form) }))
  return {
    change: (index: number, patch: Partial<Row>) =>
      edit((rows) => rows.map((row, i) => (i === index ? { ...row, ...patch } : row))),
    remove: (index: number) => edit((rows) => rows.filter((_, i) => i !== index)),
    add: (row: (form: EventFormState) => Row) => edit((rows, form) => [...rows, row(form)]),
  }
}
