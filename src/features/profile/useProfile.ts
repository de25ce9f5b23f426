import { useAtomValue } from 'jotai'
import { useResource } from '../../lib/useResource'
import { tokenAtom } from '../../state/session'
import { fetchProfile } from './api'

/** A public profile; fetched again when the session changes (`following` is per viewer). */
export function useProfile(id: number | null) {
  const token = useAtomValue(tokenAtom)
  return useResource(id, fetchProfile, { refetchWhen: token })
}
