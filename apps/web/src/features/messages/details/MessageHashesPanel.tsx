import { HashCheckCard, hashValue } from '../../../ui/HashCheckCard'
import type { MessageHashCheck } from '../shared/messageHashes'

/** The SafeMessage and its hashes recomputed in the browser; a mismatch with the gateway blocks signing. */
export function MessageHashesPanel({ check }: { check: MessageHashCheck }) {
  if (check.kind === 'unverifiable') return <HashCheckCard view={check} />
  const rows: [string, React.ReactNode][] = [
    ['SafeMessage', <code key="m">{`SafeMessage(bytes message = ${check.contentHash})`}</code>],
    ['Domain hash', hashValue(check.domainHash)],
    ['Message hash (recomputed)', hashValue(check.messageHash)],
    ['Message hash (gateway)', hashValue(check.gatewayHash)],
  ]
  const mismatch = (
    <>
      <strong>Do not sign this message.</strong> The message hash recomputed in your browser from the message does not
      match the one the gateway sent: the gateway data may have been tampered with.
    </>
  )
  const okText = "The message hash recomputed in your browser matches the gateway's."
  return <HashCheckCard view={{ kind: 'checked', matches: check.matches, okText, mismatch, rows }} />
}
