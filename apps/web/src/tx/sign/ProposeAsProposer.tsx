import type { SafeTransactionData, SafeVersion } from '@concord/protocol'
import type { Hex } from 'viem'
import { SafeChainGate } from '../../connection/SafeChainGate'
import { errorMessage } from '../../errors'
import { AddressView } from '../../ui/AddressView'
import type { SignWrites } from './useSignThenExecute'

/**
 * The review's action for a proposer (a delegate of an owner): it signs the SafeTx only to prove it proposed it; the
 * gateway counts no confirmation from it, so the owners still sign every one of the threshold's signatures.
 */
export function ProposeAsProposer({
  tx,
  version,
  delegator,
  writes,
  blockedBy,
  origin,
  onDone,
}: {
  tx: SafeTransactionData | null
  version: SafeVersion
  delegator: string
  writes: SignWrites
  blockedBy: string | null
  origin?: string | undefined
  onDone: (safeTxHash: Hex) => void
}) {
  const propose = async () => {
    if (!tx) return
    const signed = await writes.signWith('sign', { tx, version, propose: true, ...(origin ? { origin } : {}) })
    if (signed) onDone(signed.safeTxHash)
  }
  return (
    <section className="card" aria-label="Propose">
      <h2>Propose</h2>
      <p>
        You are a proposer for the owner <AddressView value={delegator} short />: your signature proposes this
        transaction, and the owners sign it. It does not count as a confirmation.
      </p>
      {blockedBy ? <p className="field__error">{blockedBy}</p> : null}
      {writes.error ? (
        <p className="field__error" role="alert">
          {errorMessage(writes.error)}
        </p>
      ) : null}
      <SafeChainGate>
        <button
          type="button"
          className="button button--primary"
          disabled={blockedBy !== null || !tx || writes.busy}
          onClick={propose}
        >
          {writes.signing ? 'Sign in your wallet…' : 'Propose'}
        </button>
      </SafeChainGate>
    </section>
  )
}
