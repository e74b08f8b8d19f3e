import type { Hex } from 'viem'
import { useCurrentSafe } from '../../services/currentSafe'
import { ExplorerLink } from '../../ui/ExplorerLink'
import { HashValue } from '../../ui/HashValue'

/** Where a chain write is: waiting for the wallet, or sent and waiting to be mined. */
export type ChainWritePhase =
  | { step: 'idle' }
  | { step: 'wallet'; what: string }
  | { step: 'pending' | 'indexing'; what: string; hash: Hex }

/** The pending state of a chain write: what to do in the wallet, then the tx hash with an explorer link. */
export function ChainWriteStatus({ phase }: { phase: ChainWritePhase }) {
  const { chain } = useCurrentSafe()
  if (phase.step === 'idle') return null
  if (phase.step === 'wallet') return <p role="status">Confirm “{phase.what}” in your wallet…</p>
  return (
    <div role="status" aria-label="Pending transaction">
      <p>
        {phase.step === 'pending'
          ? `${phase.what}: pending, waiting for the transaction to be mined…`
          : `${phase.what}: mined. Waiting for the gateway to index it…`}
      </p>
      <p>
        <HashValue value={phase.hash} /> <ExplorerLink templates={chain.blockExplorerUriTemplate} txHash={phase.hash} />
      </p>
    </div>
  )
}
