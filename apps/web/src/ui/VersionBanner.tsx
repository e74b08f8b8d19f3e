import type { SafeInfo } from '@concord/gateway-client'

/** Warns when the Safe's contract is outdated or not one the gateway recognises. */
export function VersionBanner({ info }: { info: SafeInfo }) {
  if (info.implementationVersionState === 'UP_TO_DATE') return null
  const text =
    info.implementationVersionState === 'OUTDATED'
      ? `This Safe runs an outdated contract version (${info.version ?? 'unknown'}). Consider updating it.`
      : 'This Safe runs a contract the gateway does not recognise. Check its implementation before using it.'
  return (
    <div className="banner banner--warning" role="alert">
      {text}
    </div>
  )
}
