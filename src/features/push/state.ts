import { atom } from 'jotai'
import type { PushNotification } from '../../shared/api/push'
import type { PushStatus } from './registration'

/** Where this device's registration stands , for the settings page. */
export const pushStatusAtom = atom<PushStatus>({ state: 'idle' })

/** True while notifications that arrive with the app open are being listened for. */
export const pushListeningAtom = atom(false)

export interface Toast extends PushNotification {
  id: number
}

/** Notifications received while the app is open, each shown as a toast. */
export const toastsAtom = atom<Toast[]>([])

let nextToastId = 1

export const showToastAtom = atom(null, (get, set, message: PushNotification) => {
  set(toastsAtom, [...get(toastsAtom), { ...message, id: nextToastId++ }])
})

export const dismissToastAtom = atom(null, (get, set, id: number) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((toast) => toast.id !== id),
  )
})
