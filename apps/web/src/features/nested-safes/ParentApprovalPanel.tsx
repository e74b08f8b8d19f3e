import type { TransactionDetails } from '@concord/gateway-client'
import { Link, useNavigate } from 'react-router'
import { getAddress, type Hex } from 'viem'
import { useAccount } from 'wagmi'
import { useSafeInfo } from '../../query/useSafeInfo'
import { useCurrentSafe } from '../../services/currentSafe'
import { safeParam, txDetailsPath } from '../../services/safePath'
import { saveDraft } from '../../tx-draft/draftStore'
import { AddressView } from '../../ui/AddressView'
import { approveHashDraft } from './approveHashDraft'
import { nestedSafeTxMessage } from './nestedSafeTxMessage'
import { OffChainParentSignature } from './OffChainParentSignature'
import { offChainRefusal } from './offChainRefusal'
import { type ParentApproval, useParentApprovals } from './useParentApprovals'

/**
 * On a nested Safe's queued transaction: for each parent Safe the connected wallet owns, where the parent's approval
 * stands and either a link to its pending approval or "Propose approval in parent Safe" (nested.approveHash, a
 * transaction of the parent through its own review).
 */
export function ParentApprovalPanel({ tx, owners }: { tx: TransactionDetails; owners: readonly string[] }) {
  const { chain, address } = useCurrentSafe()
  const { address: account } = useAccount()
  const exec = tx.detailedExecutionInfo
  const safeTxHash = exec?.type === 'MULTISIG' ? exec.safeTxHash : null
  const approvals = useParentApprovals({
    chainId: chain.chainId,
    nested: address,
    owners,
    confirmed: exec?.type === 'MULTISIG' ? exec.confirmations.map((c) => c.signer.value) : [],
    safeTxHash: safeTxHash ?? '',
    account,
  })
  if (!safeTxHash || tx.txHash !== null || approvals.length === 0) return null
  return (
    <section className="card" aria-label="Parent Safe approvals">
      <h2>Confirm as a parent Safe</h2>
      {approvals.map((approval) => (
        <ParentApprovalRow key={approval.parent} approval={approval} tx={tx} safeTxHash={safeTxHash} />
      ))}
    </section>
  )
}

function ParentApprovalRow({
  approval,
  tx,
  safeTxHash,
}: {
  approval: ParentApproval
  tx: TransactionDetails
  safeTxHash: Hex
}) {
  const { shortName, chain, address: nested } = useCurrentSafe()
  const nestedVersion = useSafeInfo().data?.version ?? null
  const navigate = useNavigate()
  const { parent, threshold, pending, version } = approval
  // Both versions known first: the refusal depends on the form the nested Safe asks and the parent answers.
  const refusal = version && nestedVersion ? offChainRefusal(nestedVersion, version) : null
  const message =
    version && nestedVersion && refusal === null
      ? nestedSafeTxMessage(tx, { chainId: chain.chainId, nested, nestedVersion, parent, parentVersion: version })
      : null
  const propose = () => {
    const safeKey = safeParam(shortName, parent)
    saveDraft(safeKey, approveHashDraft(getAddress(nested), safeTxHash))
    navigate(`/${safeKey}/transactions/review`)
  }
  return (
    <div className="parent-approval">
      <p>
        Awaiting parent Safe <AddressView value={parent} /> ({pending?.signatures ?? 0} of {threshold} signatures)
      </p>
      {pending ? (
        <Link className="button" to={txDetailsPath(shortName, parent, pending.id)}>
          Open the parent's pending approval
        </Link>
      ) : (
        <button type="button" className="button button--primary" onClick={propose}>
          Propose approval in parent Safe
        </button>
      )}
      {refusal ? <p className="muted">{refusal}</p> : null}
      {message && version ? (
        <OffChainParentSignature
          parent={parent}
          parentVersion={version}
          threshold={threshold}
          safeTxHash={safeTxHash}
          message={message}
          nested={nested}
          decoded={tx.txData?.dataDecoded ?? null}
        />
      ) : null}
    </div>
  )
}
