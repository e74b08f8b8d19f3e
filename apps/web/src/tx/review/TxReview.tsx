import { useState } from 'react'
import type { Hex } from 'viem'
import { useCurrentSafe } from '../../services/currentSafe'
import type { TxDraft } from '../../tx-draft/txDraft'
import { QueryView } from '../../ui/QueryView'
import { rewriteApproval } from '../approvals/rewriteApproval'
import { FailureOverride } from '../execute/FailureOverride'
import { NoncePanel } from './NoncePanel'
import { NoteField } from './NoteField'
import { OfflineSignLink } from './OfflineSignLink'
import { proposalOrigin } from './proposalOrigin'
import { ReviewHashes } from './ReviewHashes'
import { ReviewSignActions } from './ReviewSignActions'
import { TxChecks } from './TxChecks'
import { simulatedFailure } from './useCallChecks'
import { useTxReview } from './useTxReview'

/**
 * The review screen's core, for any flow (and embedded apps): what the Safe will do, what leaves it, the nonce, the
 * safeTxGas, the hashes, a simulation and the warnings, an optional note; then sign (propose) with the connected owner
 * (after an explicit "Sign anyway" when the simulation says it will fail).
 */
export function TxReview({ draft: proposed, onSigned }: { draft: TxDraft; onSigned: (safeTxHash: Hex) => void }) {
  const [draft, setDraft] = useState(proposed)
  const { chain, address: safe } = useCurrentSafe()
  const r = useTxReview(draft)
  const [note, setNote] = useState('')
  const { version, call, tx, nonce } = r
  return (
    <QueryView query={r.review.safeInfo} what="the Safe">
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
            <TxChecks
              call={call}
              checks={r.checks}
              simulate
              onEditApproval={(i, amount) => setDraft({ ...draft, calls: rewriteApproval(draft.calls, i, amount) })}
            />
            <NoncePanel
              value={nonce.text}
              fixed={draft.nonce !== undefined}
              recommended={nonce.recommended}
              check={nonce.check}
              safeTxGas={r.gasText}
              onChange={nonce.set}
            />
            <NoteField value={note} onChange={setNote} />
            <OfflineSignLink gatewayDown={r.gatewayDown} nonce={tx?.nonce ?? null} />
            {tx ? <ReviewHashes tx={tx} chainId={chain.chainId} safe={safe} version={version} /> : null}
            <FailureOverride failure={simulatedFailure(r.checks)} verb="sign">
              <ReviewSignActions
                tx={tx}
                version={version}
                owners={r.owners}
                threshold={safeInfo.threshold}
                isNext={tx !== null && Number(tx.nonce) === nonce.current}
                blockedBy={r.blockedBy}
                origin={proposalOrigin(draft.app, note, window.location.origin)}
                onDone={onSigned}
              />
            </FailureOverride>
          </>
        )
      }
    </QueryView>
  )
}
