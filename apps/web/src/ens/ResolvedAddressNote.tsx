import type { ResolvedAddress } from './resolveAddressInput'

/** The ENS lookup of an address field under it: what a name resolved to, that it is being looked up, or why not. */
export function ResolvedAddressNote({ resolved }: { resolved: ResolvedAddress }) {
  if (resolved.message === null) return null
  const failed = resolved.state === 'missing' || resolved.state === 'unsupported' || resolved.state === 'failed'
  return failed ? (
    <p className="field__error" role="alert">
      {resolved.message}
    </p>
  ) : (
    <p className="muted" role="status">
      {resolved.message}
    </p>
  )
}
