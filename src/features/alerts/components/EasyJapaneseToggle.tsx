import { setEasyJapanese, useEasyJapanese } from '../../../lib/easy-japanese'
import { site } from '../../../lib/site'
import m from '../i18n/current'

/**
 * The switch between the standard words and やさしい日本語 (the Japanese site only): kept on this
 * device, it changes the banner and the warnings page at once and the pushes from the next
 * registration.
 */
export function EasyJapaneseToggle({ className }: { className?: string }) {
  const easy = useEasyJapanese()
  if (site.lang !== 'ja') return null
  return (
    <button
      type="button"
      className={className}
      aria-pressed={easy}
      data-easy-japanese
      onClick={() => setEasyJapanese(!easy)}
    >
      {easy ? m.easy.toggleOn : m.easy.toggle}
    </button>
  )
}
