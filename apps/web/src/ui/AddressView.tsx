import { useCurrentSafeOrNull } from '../services/currentSafe'
import { useAddressName } from './AddressNames'
import { Blockie } from './Blockie'
import { CopyButton } from './CopyButton'
import { ExplorerLink } from './ExplorerLink'

/** Shortens `0x1234…abcd` for tight places; the full value stays in the title and the copy button. */
export function shortenAddress(address: string, chars = 4): string {
  return address.length <= 2 + chars * 2 ? address : `${address.slice(0, 2 + chars)}…${address.slice(-chars)}`
}

const isAddress = (value: string) => /^0x[0-9a-fA-F]{40}$/.test(value)

/**
 * An address (or hash): its blockie, its name if known (the user's address book first, else `name`), the value in
 * monospace — short with the full value on hover and focus when `short` — one copy icon button and, for an address on
 * a Safe's pages, an icon link to the chain's explorer (`explorer={false}` where the row links elsewhere already;
 * `blockie={false}` beside a larger picture of the same address).
 */
export function AddressView({
  value,
  name,
  short = false,
  explorer = true,
  blockie = true,
}: {
  value: string
  name?: string | null
  short?: boolean
  explorer?: boolean
  blockie?: boolean
}) {
  const shown = useAddressName(value) ?? name
  const chain = useCurrentSafeOrNull()?.chain
  const address = isAddress(value)
  return (
    <span className={`address${short ? ' address--short' : ''}`}>
      {address && blockie ? <Blockie address={value} /> : null}
      {shown ? <span className="address__name">{shown}</span> : null}
      {short ? (
        // Focusable so a keyboard user can reveal the full value, as a mouse does by hovering.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the value is revealed on focus
        <code className="address__value" title={value} tabIndex={0}>
          <span className="address__short">{shortenAddress(value)}</span>
          <span className="address__full">{value}</span>
        </code>
      ) : (
        <code className="address__value">{value}</code>
      )}
      <CopyButton value={value} />
      {address && explorer && chain?.blockExplorerUriTemplate ? (
        <ExplorerLink templates={chain.blockExplorerUriTemplate} address={value} iconOnly />
      ) : null}
    </span>
  )
}
