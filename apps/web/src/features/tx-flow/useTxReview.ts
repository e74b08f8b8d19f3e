import { isOwner } from '@concord/protocol'
import { useMemo, useState } from 'react'
import { useSafeInfo } from '../../query/useSafeInfo'
import { useCurrentSafe } from '../../services/currentSafe'
import type { TxDraft } from '../../tx-draft/txDraft'
import { useAddressBook } from '../address-book'
import { detectWarnings } from './detectWarnings'
import { flattenCalls } from './flattenCalls'
import { isUsableNonce, nonceStateOf, safeTxGasText, signingBlockedBy } from './reviewGate'
import { draftToSafeCall, safeTxFromDraft } from './safeTxFromDraft'
import { useCheckedTx, useDelegateCallCheck } from './useDelegateCallCheck'
import { supportedVersion, useReviewData } from './useReviewData'

/**
 * Everything the review screen shows and decides for a draft: the Safe call (batches packed), its calls unpacked,
 * the warnings (untrusted delegate calls at any depth among them), the nonce (typed or fixed) and its check, the safeTxGas, the SafeTx to sign once all is settled, and
 * why signing is blocked when it is.
 */
export function useTxReview(draft: TxDraft) {
  const { address: safe } = useCurrentSafe()
  const { lookup } = useAddressBook()
  const version = supportedVersion(useSafeInfo().data?.version)
  const call = useMemo(() => (version ? draftToSafeCall(draft.calls, version) : null), [draft.calls, version])
  const review = useReviewData(call)
  const [nonceInput, setNonceInput] = useState<string | null>(null)
  const info = review.safeInfo.data
  const recommended = review.nonces.data?.recommendedNonce ?? review.estimation.data?.recommendedNonce
  const nonceText = nonceInput ?? (draft.nonce ?? recommended)?.toString() ?? ''
  const current = review.nonces.data?.currentNonce ?? info?.nonce
  const nonceState = nonceStateOf(nonceText, { current, recommended, queued: review.queued })
  const calls = call ? flattenCalls(call) : []
  const owners = info?.owners.map((o) => o.value) ?? []
  const warnings = detectWarnings(safe, calls, { isKnown: (a) => lookup(a) !== undefined || isOwner(owners, a) })
  // Shown among the warnings; the Sign controls run the same check and hold the consent.
  const delegates = useDelegateCallCheck(useCheckedTx(call), version, 'sign')
  // An app's own safeTxGas wins over the estimate: it knows what its calls need (Safe{Wallet} does the same).
  const safeTxGas = draft.safeTxGas ?? review.estimation.data?.safeTxGas ?? '0'
  const nonceOk = isUsableNonce(nonceState)
  const tx =
    version && call && nonceOk ? safeTxFromDraft(draft, { version, nonce: BigInt(nonceText), safeTxGas }) : null
  const blockedBy = signingBlockedBy({ nonceOk, estimating: review.estimation.isPending })
  return {
    review,
    version,
    call,
    calls,
    owners,
    warnings,
    untrustedDelegateCalls: delegates.untrusted,
    nonce: { text: nonceText, set: setNonceInput, recommended, current, check: nonceState },
    gasText: draft.safeTxGas ?? safeTxGasText(review.estimation, safeTxGas),
    tx,
    blockedBy,
  }
}
