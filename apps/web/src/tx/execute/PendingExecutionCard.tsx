import type { PendingExecution } from '@concord/gateway-client'
import type { ReactNode } from 'react'
import { formatGwei, isAddressEqual } from 'viem'
import { useAccount } from 'wagmi'
import { SafeChainGate } from '../../connection/SafeChainGate'
import { errorMessage } from '../../errors'
import { useCurrentSafe } from '../../services/currentSafe'
import { AddressView } from '../../ui/AddressView'
import { ExplorerLink } from '../../ui/ExplorerLink'
import { executionFeeText } from './executionFeeText'
import type { Replacement } from './replaceExecution'
import { useNativeCoin } from './useNativeCoin'
import { usePendingExecution } from './usePendingExecution'
import { useReplaceExecution } from './useReplaceExecution'

/**
 * While the execution of `safeTxHash` is sent and not mined: who sent it, its fee and hash, for every owner (from the
 * gateway, not only the sender's browser), with "Speed up" and "Cancel" for its sender; `children` (the Execute form)
 * are shown only when no execution is in flight.
 */
export function PendingExecutionCard({ safeTxHash, children }: { safeTxHash: string; children?: ReactNode }) {
  const replace = useReplaceExecution()
  // While a replacement is on its way the execution it replaces stays shown, whatever the gateway says meanwhile.
  const pending = usePendingExecution(safeTxHash) ?? (replace.isPending ? (replace.variables?.pending ?? null) : null)
  if (pending !== null) return <ExecutingCard pending={pending} replace={replace} />
  return (
    <>
      {replace.data ? <ReplacementSent kind={replace.variables?.kind} hash={replace.data} /> : null}
      {children}
    </>
  )
}

function ReplacementSent({ kind, hash }: { kind: Replacement | undefined; hash: string }) {
  return (
    <p className="ok" role="status">
      {kind === 'cancel' ? 'Cancellation' : 'Replacement'} sent: <AddressView value={hash} short explorer={false} />
    </p>
  )
}

// The sender's two ways out of a stuck execution, with their button words.
const REPLACEMENTS = [
  { kind: 'speedUp', label: 'Speed up', busy: 'Speeding up…', style: 'button--primary' },
  { kind: 'cancel', label: 'Cancel execution', busy: 'Cancelling…', style: 'button--danger' },
] as const satisfies readonly { kind: Replacement; label: string; busy: string; style: string }[]

function ExecutingCard({
  pending,
  replace,
}: {
  pending: PendingExecution
  replace: ReturnType<typeof useReplaceExecution>
}) {
  const { chain } = useCurrentSafe()
  const { address: account } = useAccount()
  const coin = useNativeCoin()
  const isSender = account !== undefined && isAddressEqual(account, pending.from as `0x${string}`)
  const maxFee = BigInt(pending.maxFeePerGas ?? pending.gasPrice ?? '0')
  return (
    <section className="card" aria-label="Executing">
      <h2>Executing</h2>
      <p role="status">
        Sent to the chain, not mined yet. The Safe's nonce is taken until it is mined, sped up or cancelled.
      </p>
      <dl className="fields">
        <dt>Sent by</dt>
        <dd>
          <AddressView value={pending.from} short /> {isSender ? '(you)' : null}
        </dd>
        <dt>Transaction</dt>
        <dd>
          <AddressView value={pending.txHash} short explorer={false} />{' '}
          <ExplorerLink templates={chain.blockExplorerUriTemplate} txHash={pending.txHash} />
        </dd>
        <dt>Fee</dt>
        <dd>
          {formatGwei(maxFee)} gwei max per gas, {executionFeeText(BigInt(pending.gasLimit), maxFee, coin)}
        </dd>
        <dt>Sent</dt>
        <dd>{new Date(pending.submittedAt).toLocaleString()}</dd>
      </dl>
      {isSender ? (
        <SafeChainGate>
          <p className="muted">
            Stuck? Speed it up (the same execution with a quarter more fee), or cancel it (a 0 ETH transfer to yourself
            at the same account nonce: the Safe transaction stays in the queue, unexecuted).
          </p>
          <div className="form__actions">
            {REPLACEMENTS.map(({ kind, label, busy, style }) => (
              <button
                key={kind}
                type="button"
                className={`button ${style}`}
                disabled={replace.isPending}
                onClick={() => replace.mutate({ pending, kind })}
              >
                {replace.isPending && replace.variables?.kind === kind ? busy : label}
              </button>
            ))}
          </div>
        </SafeChainGate>
      ) : null}
      {replace.data ? <ReplacementSent kind={replace.variables?.kind} hash={replace.data} /> : null}
      {replace.error ? (
        <p className="banner banner--danger" role="alert">
          {errorMessage(replace.error)}
        </p>
      ) : null}
    </section>
  )
}
