import { useMemo, useState } from 'react'
import type { Hex } from 'viem'
import { useSafeInfo } from '../../query/useSafeInfo'
import { useCurrentSafe } from '../../services/currentSafe'
import type { TxDraft } from '../../tx-draft/txDraft'
import { QueryView } from '../../ui/QueryView'
import { useAddressBook } from '../address-book'
import { BalanceChangesPanel } from './BalanceChangesPanel'
import { balanceChanges } from './balanceChanges'
import { CallTree } from './CallTree'
import { detectWarnings } from './detectWarnings'
import { flattenCalls } from './flattenCalls'
import { NoncePanel } from './NoncePanel'
import { checkNonce } from './nonceCheck'
import { ReviewHashes } from './ReviewHashes'
import { ReviewSignActions } from './ReviewSignActions'
import { SimulationPanel } from './SimulationPanel'
import { draftToSafeCall, safeTxFromDraft } from './safeTxFromDraft'
import { supportedVersion, useReviewData } from './useReviewData'
import { WarningsPanel } from './WarningsPanel'

/**
 * The review screen's core, for any flow (and embedded apps): what the Safe will do, what leaves it, the nonce, the
 * safeTxGas, the hashes, a simulation and the warnings; then sign (propose) with the connected owner.
 */
export function TxReview({ draft, onSigned }: { draft: TxDraft; onSigned: (safeTxHash: Hex) => void }) {
  const { chain, address: safe } = useCurrentSafe()
  const { lookup } = useAddressBook()
  const version = supportedVersion(useSafeInfo().data?.version)
  const call = useMemo(() => (version ? draftToSafeCall(draft.calls, version) : null), [draft.calls, version])
  const review = useReviewData(call)
  const [nonceInput, setNonceInput] = useState<string | null>(null)
  const [acknowledged, setAcknowledged] = useState(false)
  const info = review.safeInfo.data
  const recommended = review.nonces.data?.recommendedNonce ?? review.estimation.data?.recommendedNonce
  const nonceText = nonceInput ?? (draft.nonce ?? recommended)?.toString() ?? ''
  const current = review.nonces.data?.currentNonce ?? info?.nonce
  const nonceState =
    current === undefined || recommended === undefined
      ? null
      : checkNonce(nonceText, { currentNonce: current, recommendedNonce: recommended, queuedNonces: review.queued })
  const calls = call ? flattenCalls(call) : []
  const owners = info?.owners.map((o) => o.value) ?? []
  const warnings = detectWarnings(safe, calls, {
    isKnown: (a) => lookup(a) !== undefined || owners.some((o) => o.toLowerCase() === a.toLowerCase()),
  })
  const blocking = warnings.some((w) => w.blocking)
  const estimating = review.estimation.isPending
  const safeTxGas = review.estimation.data?.safeTxGas ?? '0'
  const nonceOk =
    nonceState !== null && (nonceState.kind === 'ok' || nonceState.kind === 'gap' || nonceState.kind === 'replaces')
  const tx =
    version && call && nonceOk ? safeTxFromDraft(draft, { version, nonce: BigInt(nonceText), safeTxGas }) : null
  const gasText = estimating
    ? 'estimating…'
    : review.estimation.isError
      ? '0 (the gateway could not estimate it)'
      : safeTxGas
  const blockedBy =
    blocking && !acknowledged
      ? 'Tick the delegate-call confirmation above to sign.'
      : !nonceOk
        ? 'Choose a valid nonce to sign.'
        : estimating
          ? 'Waiting for the safeTxGas estimate…'
          : null
  return (
    <QueryView query={review.safeInfo} what="the Safe">
      {(safeInfo) =>
        !version || !call ? (
          <p role="alert">
            This Safe's version ({safeInfo.version ?? 'unknown'}) is not supported: nothing can be signed.
          </p>
        ) : (
          <>
            <h2>{draft.title}</h2>
            {draft.app ? (
              <p className="muted">
                Requested by {draft.app.name} ({draft.app.url})
              </p>
            ) : null}
            <WarningsPanel warnings={warnings} acknowledged={acknowledged} onAcknowledge={setAcknowledged} />
            <CallTree call={call} calls={calls} />
            <BalanceChangesPanel changes={balanceChanges(safe, calls)} />
            <SimulationPanel simulation={review.simulation} />
            <NoncePanel
              value={nonceText}
              fixed={draft.nonce !== undefined}
              recommended={recommended}
              check={nonceState}
              safeTxGas={gasText}
              onChange={setNonceInput}
            />
            {tx ? <ReviewHashes tx={tx} chainId={chain.chainId} safe={safe} version={version} /> : null}
            <ReviewSignActions
              tx={tx}
              version={version}
              owners={owners}
              threshold={safeInfo.threshold}
              isNext={tx !== null && Number(tx.nonce) === current}
              blockedBy={blockedBy}
              origin={draft.app ? JSON.stringify(draft.app) : undefined}
              onDone={onSigned}
            />
          </>
        )
      }
    </QueryView>
  )
}
