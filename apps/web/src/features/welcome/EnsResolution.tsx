import type { Address } from 'viem'
import { errorMessage } from '../../errors'

type Props = {
  name: string
  network: string
  /** False when the network has no ENS (DOMAIN_LOOKUP off or no registry). */
  supported: boolean
  /** The address; null when the name has none; undefined while resolving. */
  resolved: Address | null | undefined
  failure: unknown
}

/** Where a typed ENS name stands: resolving, the address it points to, or why there is none. */
export function EnsResolution({ name, network, supported, resolved, failure }: Props) {
  if (!supported) {
    return (
      <p className="field__error" role="alert">
        {network} has no ENS names: enter the Safe address (0x…).
      </p>
    )
  }
  if (failure) {
    return (
      <p className="field__error" role="alert">
        {name} could not be resolved: {errorMessage(failure)}
      </p>
    )
  }
  if (resolved === undefined) {
    return (
      <p className="muted" role="status">
        Resolving…
      </p>
    )
  }
  if (resolved === null) {
    return (
      <p className="field__error" role="alert">
        No address found for {name}
      </p>
    )
  }
  return (
    <p role="status">
      {name} → <code>{resolved}</code>
    </p>
  )
}
