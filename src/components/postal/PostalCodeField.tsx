import { useRef, useState } from 'react'
import { call, toApiError } from '../../lib/api'
import { addressLine, normalizePostalCode, type PostalAddress } from '../../shared/postal'
import m from './i18n/current'

type Lookup =
  | { state: 'idle' | 'looking' }
  | { state: 'filled'; address: string }
  | { state: 'choose'; addresses: PostalAddress[] }
  | { state: 'problem'; message: string }

/**
 * The code as typed and its lookup: asked once seven digits are there, an answer to an earlier
 * code ignored; `fill` hands an address line to the form.
 */
function usePostalLookup(onFill: (address: string) => void) {
  const [value, setValue] = useState('')
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' })
  const asked = useRef<string | null>(null)

  const fill = (address: PostalAddress) => {
    const line = addressLine(address)
    onFill(line)
    setLookup({ state: 'filled', address: line })
  }

  async function find(code: string) {
    asked.current = code
    setLookup({ state: 'looking' })
    try {
      const addresses = await call('GET /api/postal/:code', { params: { code } })
      if (asked.current !== code) return
      const [only] = addresses
      if (addresses.length === 1 && only) fill(only)
      else setLookup({ state: 'choose', addresses })
    } catch (err) {
      if (asked.current !== code) return
      const status = toApiError(err).status
      const message =
        status === 404 ? m.postal.notFound : status === 400 ? m.postal.malformed : m.postal.failed
      setLookup({ state: 'problem', message })
    }
  }

  const change = (next: string) => {
    setValue(next)
    const code = normalizePostalCode(next)
    if (code && code !== asked.current) void find(code)
    if (!code) {
      asked.current = null
      setLookup({ state: 'idle' })
    }
  }

  /** Leaving a field that cannot be a code says so at once. */
  const blur = () => {
    if (value.trim() && !normalizePostalCode(value))
      setLookup({ state: 'problem', message: m.postal.malformed })
  }

  return { value, lookup, change, blur, fill }
}

/**
 * 郵便番号 → 都道府県・市区町村・町域 (GET /api/postal/:code, Japan Post's data). Looks up as soon as
 * seven digits are there, typed full-width or with a hyphen; a code with several towns offers them
 * to choose from. `onFill` gets the address line the form's address field takes.
 */
export function PostalCodeField({ id, onFill }: { id: string; onFill: (address: string) => void }) {
  const { value, lookup, change, blur, fill } = usePostalLookup(onFill)
  const status = statusText(lookup)
  return (
    <div className={`field postal-field${lookup.state === 'problem' ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {m.postal.label}
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {m.postal.hint}
      </p>
      <input
        id={id}
        className="input postal-field__input"
        value={value}
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="413-0001"
        aria-describedby={`${id}-hint ${id}-status`}
        aria-invalid={lookup.state === 'problem' ? true : undefined}
        onChange={(event) => change(event.target.value)}
        onBlur={blur}
      />
      <p
        id={`${id}-status`}
        className={lookup.state === 'problem' ? 'field__error' : 'field__hint'}
        role="status"
      >
        {status}
      </p>
      {lookup.state === 'choose' ? (
        <ul className="postal-field__choices">
          {lookup.addresses.map((address) => (
            <li key={addressLine(address)}>
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => fill(address)}
              >
                {addressLine(address)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

function statusText(lookup: Lookup): string {
  switch (lookup.state) {
    case 'looking':
      return m.postal.looking
    case 'filled':
      return m.postal.filled(lookup.address)
    case 'choose':
      return m.postal.choose
    case 'problem':
      return lookup.message
    default:
      return ''
  }
}
