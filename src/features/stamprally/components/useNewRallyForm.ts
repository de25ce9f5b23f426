import { type FormEvent, useState } from 'react'
import { useLocation } from 'wouter'
import { apiErrorText } from '../../../components/apiErrorText'
import { textError } from '../../../components/textError'
import { toApiError } from '../../../lib/api'
import { pathTo } from '../../../shared/links'
import { createRally } from '../api'
import m from '../i18n/current'

/** Tokyo wall time from a datetime-local control, as an instant the API accepts. */
const tokyo = (local: string) => (local ? `${local}+09:00` : '')

export interface NewRallyFields {
  title: string
  description: string
  reward: string
  starts: string
  ends: string
  required: string
  coupon: string
}

/**
 * The new rally form's boxes as typed, the texts checked before sending, and the send: on success
 * the organizer goes on to the rally's manage page to add its spots.
 */
export function useNewRallyForm() {
  const [, navigate] = useLocation()
  const [fields, setFields] = useState<NewRallyFields>({
    title: '',
    description: '',
    reward: '',
    starts: '',
    ends: '',
    required: '',
    coupon: '',
  })
  const [error, setError] = useState<string | null>(null)
  const set = (key: keyof NewRallyFields) => (value: string) =>
    setFields((current) => ({ ...current, [key]: value }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const refused =
      textError(fields.title, m.create.rallyTitle, 'display') ??
      textError(fields.description, m.create.description) ??
      textError(fields.reward, m.create.reward, 'display')
    if (refused) {
      setError(refused)
      return
    }
    try {
      const rally = await createRally({
        title: fields.title,
        description: fields.description,
        reward: fields.reward,
        starts_at: tokyo(fields.starts),
        ends_at: tokyo(fields.ends),
        required_stamps: fields.required ? Number(fields.required) : null,
        reward_coupon_id: fields.coupon ? Number(fields.coupon) : null,
      })
      navigate(pathTo('/app/stamprally/:id/manage', { id: rally.id }))
    } catch (err) {
      setError(apiErrorText(toApiError(err), m.manage.saveFailed))
    }
  }
  return { fields, set, error, submit }
}
