import { useSetAtom } from 'jotai'
import { type FormEvent, useState } from 'react'
import heldText from '../../../components/block/i18n/current'
import { formatCount } from '../../../components/post/time'
import { textError } from '../../../components/textError'
import { useSubmit } from '../../../components/useSubmit'
import {
  MAX_BIO_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PROFILE_WEBSITE_LENGTH,
} from '../../../shared/api/accounts'
import type { PublicProfile } from '../../../shared/api/posts'
import { userAtom } from '../../../state/session'
import { type ProfileChanges, updateMyProfile } from '../api'
import m from '../i18n/current'

// The accounts API's limits (the constants src/shared/api/accounts-schema.ts is built from), in
// code points.

export const chars = (text: string) => Array.from(text.trim()).length

export type Errors = Partial<Record<keyof ProfileChanges, string>>

function validateProfile(values: ProfileChanges): Errors {
  const errors: Errors = {}
  const e = m.myPage.edit
  // The API's text rule (src/shared/text-input.ts): a name is a display name, a bio is text.
  const nameProblem = textError(values.name, e.name, 'display')
  if (!values.name.trim()) errors.name = e.nameRequired
  else if (nameProblem) errors.name = nameProblem
  else if (chars(values.name) > MAX_NAME_LENGTH) {
    errors.name = e.tooLong(e.name, formatCount(MAX_NAME_LENGTH))
  }
  const bioProblem = textError(values.bio, e.bio)
  if (bioProblem) errors.bio = bioProblem
  else if (chars(values.bio) > MAX_BIO_LENGTH) {
    errors.bio = e.tooLong(e.bio, formatCount(MAX_BIO_LENGTH))
  }
  const website = values.website.trim()
  if (website) {
    if (website.length > MAX_PROFILE_WEBSITE_LENGTH) {
      errors.website = e.tooLong(e.website, formatCount(MAX_PROFILE_WEBSITE_LENGTH))
    } else if (!/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(website)) {
      errors.website = e.websiteInvalid
    }
  }
  return errors
}

export interface ProfileFormProps {
  profile: PublicProfile
  onSaved: (change: Partial<PublicProfile>) => void
  notify: (message: string, tone?: 'info' | 'error') => void
}

/**
 * The profile form's values and problems, and its submit: checked here first (the first field with
 * a problem takes focus), then saved; the session's user follows what the server kept.
 */
export function useProfileForm({ profile, onSaved, notify }: ProfileFormProps) {
  const setUser = useSetAtom(userAtom)
  const [values, setValues] = useState<ProfileChanges>({
    name: profile.name,
    bio: profile.bio ?? '',
    website: profile.website ?? '',
  })
  const [errors, setErrors] = useState<Errors>({})
  const e = m.myPage.edit
  const { busy: saving, error: serverError, fail, run } = useSubmit(e.failed)

  const change = (patch: Partial<ProfileChanges>) =>
    setValues((current) => ({ ...current, ...patch }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (saving) return
    const found = validateProfile(values)
    setErrors(found)
    fail(null)
    const first = Object.keys(found)[0]
    if (first) {
      document.getElementById(`profile-${first}`)?.focus()
      return
    }
    void run(async () => {
      const saved = await updateMyProfile({
        name: values.name.trim(),
        bio: values.bio.trim(),
        website: values.website.trim(),
      })
      const change = { name: saved.name, bio: saved.bio ?? '', website: saved.website ?? '' }
      const held = saved.held_profile ?? null
      setUser((current) => (current ? { ...current, ...change, held_profile: held } : current))
      // Held by an NG word: the form keeps what was typed, the public keeps the previous profile.
      setValues(held ? { ...change, ...held } : change)
      onSaved(change)
      notify(held ? heldText.held.profile(held.name, held.bio) : e.saved)
    })
  }

  return { values, errors, change, saving, serverError, submit }
}
