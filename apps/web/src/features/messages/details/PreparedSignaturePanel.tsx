import type { Hex } from 'viem'
import { errorMessage } from '../../../errors'
import { CopyButton } from '../../../ui/CopyButton'
import { useIsValidSignature } from './useIsValidSignature'

/** The owners' joined signature once the message is confirmed, and what the Safe's isValidSignature says of it. */
export function PreparedSignaturePanel({
  signature,
  contentHash,
  rawBytes = false,
}: {
  signature: Hex | null
  contentHash: Hex | null
  rawBytes?: boolean
}) {
  const verdict = useIsValidSignature(contentHash, signature, rawBytes)
  return (
    <section className="card" aria-label="Signature">
      <h2>Signature</h2>
      {signature === null ? (
        <p className="muted">The signature is prepared once enough owners have confirmed the message.</p>
      ) : (
        <>
          <p className="break">
            <code data-testid="prepared-signature">{signature}</code>
          </p>
          <CopyButton value={signature} label="Copy signature" />
          {contentHash === null ? (
            <p className="muted">Not checked on chain: the message hash could not be verified in your browser.</p>
          ) : verdict.isError ? (
            <p role="alert">Could not ask the chain: {errorMessage(verdict.error)}</p>
          ) : verdict.data === undefined ? (
            <p role="status">Checking isValidSignature on chain…</p>
          ) : verdict.data ? (
            <p className="ok" role="status">
              ✓ Valid for this Safe: its isValidSignature accepts this signature on chain.
            </p>
          ) : (
            <p className="banner banner--danger" role="status">
              ✗ Not valid: the Safe's isValidSignature rejects this signature on chain (owners or threshold may have
              changed since it was signed).
            </p>
          )}
        </>
      )}
    </section>
  )
}
