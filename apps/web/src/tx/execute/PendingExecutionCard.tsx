import type { PendingExecution } from '@concord/gateway-client'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { formatGwei, isAddressEqual } from 'viem'
import { useAccount } from 'wagmi'
import { chainIdOf } from '../../chains/chainIdOf'
import { SafeChainGate } from '../../connection/SafeChainGate'
import { errorMessage } from '../../errors'
import { queryKeys } from '../../query/keys'
import { useApp } from '../../services/appContext'
import { useCurrentSafe } from '../../services/currentSafe'
import { AddressView } from '../../ui/AddressView'
import { ExplorerLink } from '../../ui/ExplorerLink'
import { executionFeeText } from './executionFeeText'
import { type Replacement, replaceExecution } from './replaceExecution'
import { useNativeCoin } from './useNativeCoin'
import { usePendingExecution } from './usePendingExecution'

/**
 * While the execution of `safeTxHash` is sent and not mined: who sent it, its fee and hash, for every owner (from the
 * gateway, not only the sender's browser), with "Speed up" and "Cancel" for its sender; `children` (the Execute form)
 * are shown only when no execution is in flight.
 */
export function PendingExecutionCard({ safeTxHash, children }: { safeTxHash: string; children?: ReactNode }) {
  const pending = usePendingExecution(safeTxHash)
  if (pending === null) return <>{children}</>
  return <ExecutingCard pending={pending} />
}

// The sender's two ways out of a stuck execution, with their button words.
const REPLACEMENTS = [
  { kind: 'speedUp', label: 'Speed up', busy: 'Speeding up…', style: 'button--primary' },
  { kind: 'cancel', label: 'Cancel execution', busy: 'Cancelling…', style: 'button--danger' },
] as const satisfies readonly { kind: Replacement; label: string; busy: string; style: string }[]

function ExecutingCard({ pending }: { pending: PendingExecution }) {
  const { wagmiConfig, gatewayClient } = useApp()
  const { chain, address: safe } = useCurrentSafe()
  const { address: account } = useAccount()
  const queryClient = useQueryClient()
  const coin = useNativeCoin()
  const isSender = account !== undefined && isAddressEqual(account, pending.from as `0x${string}`)
  const replace = useMutation({
    mutationFn: (kind: Replacement) =>
      replaceExecution({ wagmiConfig, gatewayClient, chainId: chainIdOf(chain), safe, account }, pending, kind),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.pendingExecutions(chain.chainId, safe) }),
  })
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
                onClick={() => replace.mutate(kind)}
              >
                {replace.isPending && replace.variables === kind ? busy : label}
              </button>
            ))}
          </div>
        </SafeChainGate>
      ) : null}
      {replace.data ? (
        <p className="ok" role="status">
          {replace.variables === 'cancel' ? 'Cancellation' : 'Replacement'} sent:{' '}
          <AddressView value={replace.data} short explorer={false} />
        </p>
      ) : null}
      {replace.error ? (
        <p className="banner banner--danger" role="alert">
          {errorMessage(replace.error)}
        </p>
      ) : null}
    </section>
  )
}
