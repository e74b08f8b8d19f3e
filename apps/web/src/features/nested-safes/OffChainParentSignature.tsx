import type { DataDecoded } from '@concord/gateway-client'
import { isOwner } from '@concord/protocol'
import type { Address, Hex } from 'viem'
import { useAccount } from 'wagmi'
import { useCurrentSafe } from '../../services/currentSafe'
import { NestedTxSigned } from './NestedTxSigned'
import type { NestedTxMessage } from './nestedSafeTxMessage'
import { useParentMessage } from './useParentMessage'

/**
 * The off-chain confirmation by a parent Safe: its owners sign the parent's message over the nested transaction, then
 * "Add the parent's signature" turns their signatures into the parent's contract signature on the nested transaction.
 */
export function OffChainParentSignature(props: {
  parent: Address
  parentVersion: string
  threshold: number
  safeTxHash: Hex
  message: NestedTxMessage
  nested: Address
  decoded: DataDecoded | null
}) {
  const { chain } = useCurrentSafe()
  const { address: account } = useAccount()
  const { message, sign, addToNested } = useParentMessage({ chainId: chain.chainId, ...props })
  const signed = message?.confirmations.some((c) => isOwner([c.owner.value], account)) ?? false
  const count = message?.confirmationsSubmitted ?? 0
  const error = sign.error ?? addToNested.error
  return (
    <div className="parent-approval__off-chain">
      <p>
        Off chain: the parent's message has {count} of {props.threshold} signatures.
      </p>
      <NestedTxSigned
        nested={props.nested}
        safeTxHash={props.safeTxHash}
        message={props.message}
        decoded={props.decoded}
      />
      {message?.status === 'CONFIRMED' ? (
        <button
          type="button"
          className="button button--primary"
          disabled={addToNested.isPending}
          onClick={() => addToNested.mutate()}
        >
          Add the parent's signature
        </button>
      ) : signed ? null : (
        <button type="button" className="button" disabled={sign.isPending} onClick={() => sign.mutate()}>
          {message ? 'Sign the parent’s message' : 'Sign off chain for the parent Safe'}
        </button>
      )}
      {error ? <p role="alert">{error.message}</p> : null}
    </div>
  )
}
