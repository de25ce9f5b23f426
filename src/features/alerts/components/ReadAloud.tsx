import { useEffect, useState } from 'react'
import type { Alert } from '../../../shared/api/alerts'
import m from '../i18n/current'
import { speechLang, spokenAlert, useAlertBook } from '../words'

const speech = (): SpeechSynthesis | null =>
  typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null

/**
 * 読み上げ: the warnings in force read by the browser's speech synthesis, in the site's language
 * (easy Japanese where chosen). Not shown where the browser has no speech synthesis.
 */
export function ReadAloud({ alerts }: { alerts: Alert[] }) {
  const { book, easy } = useAlertBook()
  const [speaking, setSpeaking] = useState(false)
  // Leaving the page stops the voice.
  useEffect(() => () => speech()?.cancel(), [])
  const synth = speech()
  if (!synth) return null
  const start = () => {
    synth.cancel()
    const text = alerts.length
      ? alerts.map((alert) => spokenAlert(book, alert, easy)).join(' ')
      : m.speech.none
    const utterance = new SpeechSynthesisUtterance(text)
    utterance.lang = speechLang()
    utterance.onend = () => setSpeaking(false)
    utterance.onerror = () => setSpeaking(false)
    setSpeaking(true)
    synth.speak(utterance)
  }
  const stop = () => {
    synth.cancel()
    setSpeaking(false)
  }
  return (
    <button
      type="button"
      className="button button--secondary button--small"
      aria-pressed={speaking}
      data-read-aloud
      onClick={speaking ? stop : start}
    >
      {speaking ? m.speech.stop : m.speech.start}
    </button>
  )
}
