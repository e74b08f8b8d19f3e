import { useMemo, useState } from 'react'
import { useSafeInfo } from '../../query/useSafeInfo'
import type { TxDraft } from '../../tx-draft/txDraft'
import { isUsableNonce, nonceStateOf, reviewSafeTxGas, safeTxGasText, signingBlockedBy } from './reviewGate'
import { draftToSafeCall, safeTxFromDraft } from './safeTxFromDraft'
import { useCallChecks } from './useCallChecks'
import { supportedVersion, useReviewData } from './useReviewData'

/**
 * Everything the review screen shows and decides for a draft: the Safe call (batches packed), its calls unpacked,
 * the warnings (untrusted delegate calls at any depth among them), the nonce (typed or fixed) and its check, the safeTxGas, the SafeTx to sign once all is settled, and
 * why signing is blocked when it is.
 */
export function useTxReview(draft: TxDraft) {
  const version = supportedVersion(useSafeInfo().data?.version)
  const call = useMemo(() => (version ? draftToSafeCall(draft.calls, version) : null), [draft.calls, version])
  const review = useReviewData(call)
  const [nonceInput, setNonceInput] = useState<string | null>(null)
  const info = review.safeInfo.data
  // Without the gateway (its nonces fail; the Safe's info then comes from the chain) the next nonce is the chain's: the
  // queue is not known, so nothing better can be recommended, and a valid nonce is still accepted.
  const gatewayDown = review.nonces.isError
  const recommended =
    review.nonces.data?.recommendedNonce ??
    review.estimation.data?.recommendedNonce ??
    (gatewayDown ? info?.nonce : undefined)
  const nonceText = nonceInput ?? (draft.nonce ?? recommended)?.toString() ?? ''
  const current = review.nonces.data?.currentNonce ?? info?.nonce
  const nonceState = nonceStateOf(nonceText, { current, recommended, queued: review.queued })
  const owners = useMemo(() => info?.owners.map((o) => o.value) ?? [], [info])
  const checks = useCallChecks(call, version, owners)
  // An app's own safeTxGas wins over the estimate: it knows what its calls need (Safe{Wallet} does the same).
  const safeTxGas = reviewSafeTxGas(draft.safeTxGas, version, review.estimation.data?.safeTxGas)
  const nonceOk = isUsableNonce(nonceState)
  const tx =
    version && call && nonceOk ? safeTxFromDraft(draft, { version, nonce: BigInt(nonceText), safeTxGas }) : null
  const blockedBy = signingBlockedBy({ nonceOk, estimating: review.estimation.isPending, gatewayDown })
  return {
    review,
    version,
    call,
    checks,
    owners,
    nonce: { text: nonceText, set: setNonceInput, recommended, current, check: nonceState },
    gasText: draft.safeTxGas ?? safeTxGasText(review.estimation, safeTxGas, version),
    tx,
    blockedBy,
    gatewayDown,
  }
}
