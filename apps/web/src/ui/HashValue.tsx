import { useState } from 'react'
import { shortenAddress } from './AddressView'
import { CopyButton } from './CopyButton'

/**
 * A hash a signer may compare with their hardware wallet's screen: short (0x1234…abcd) by default, the whole value
 * behind "Show full", and a copy button. Both forms stay in the page, so find-in-page and copying text find the
 * full hash.
 */
export function HashValue({ value }: { value: string }) {
  const [full, setFull] = useState(false)
  return (
    <span className={`address hash${full ? ' hash--full' : ''}`}>
      <code className="address__value" title={value}>
        <span className="hash__short">{shortenAddress(value, 6)}</span>
        <span className="hash__full">{value}</span>
      </code>
      <CopyButton value={value} />
      <button type="button" className="button button--small button--ghost" onClick={() => setFull(!full)}>
        {full ? 'Show short' : 'Show full'}
      </button>
    </span>
  )
}
