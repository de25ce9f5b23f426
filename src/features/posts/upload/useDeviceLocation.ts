import { useState } from 'react'
import m from '../i18n/current'
import type { Draft } from './draft'

/** A line under the place tools: what just happened, or why the position could not be read. */
export type PlaceMessage = { text: string; error: boolean } | null

/**
 * 「現在地を使う」 for a post's place: reads the device's position once and writes it into the
 * draft. A refusal or a failure is a message, never an error thrown.
 */
export function useDeviceLocation(onChange: (change: Partial<Draft>) => void) {
  const [locating, setLocating] = useState(false)
  const [message, setMessage] = useState<PlaceMessage>(null)
  const locate = () => {
    if (!('geolocation' in navigator)) {
      setMessage({ text: m.upload.place.unsupported, error: true })
      return
    }
    setLocating(true)
    setMessage(null)
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false)
        // Six decimals is about 10 cm: more would only pretend to be precise.
        onChange({
          lat: position.coords.latitude.toFixed(6),
          lng: position.coords.longitude.toFixed(6),
        })
        setMessage({ text: m.upload.place.located, error: false })
      },
      (error) => {
        setLocating(false)
        const denied = error.code === error.PERMISSION_DENIED
        setMessage({
          text: denied ? m.upload.place.denied : m.upload.place.unavailable,
          error: true,
        })
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    )
  }
  return { locating, message, setMessage, locate }
}
