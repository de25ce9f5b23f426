import { useState } from 'react'
import { useSubmit } from '../useSubmit'

/** A form's text fields, one string per key of the record it edits. */
export type FieldsOf<T> = Record<keyof T, string>

/**
 * The state of an edit form of text fields: the values, a setter per field, and a save through
 * useSubmit. After a successful save the form stays busy: its owner closes it.
 */
export function useEditForm<T>(initial: FieldsOf<T>, failed: string) {
  const [fields, setFields] = useState(initial)
  const { busy, error, fail, run } = useSubmit(failed)
  const set = (key: keyof T) => (value: string) =>
    setFields((current) => ({ ...current, [key]: value }))
  /** Runs `save` unless `refused` (a field's problem, shown instead). */
  const submit = (refused: string | null, save: () => Promise<void>) => {
    if (refused) return fail(refused)
    void run(save, { stayBusy: true })
  }
  return { fields, set, error, busy, submit }
}
