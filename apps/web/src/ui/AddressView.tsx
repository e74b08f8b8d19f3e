import { useAddressName } from './AddressNames'
import { CopyButton } from './CopyButton'

/** Shortens `0x1234…abcd` for tight places; the full value stays in the title and the copy button. */
export function shortenAddress(address: string, chars = 4): string {
  return address.length <= 2 + chars * 2 ? address : `${address.slice(0, 2 + chars)}…${address.slice(-chars)}`
}

/**
 * An address (or hash) in monospace with its name if known (the user's address book first, else `name`) and a copy
 * button.
 */
export function AddressView({ value, name, short = false }: { value: string; name?: string | null; short?: boolean }) {
  const shown = useAddressName(value) ?? name
  return (
    <span className="address">
      {shown ? <span className="address__name">{shown}</span> : null}
      <code title={value}>{short ? shortenAddress(value) : value}</code>
      <CopyButton value={value} />
    </span>
  )
}
