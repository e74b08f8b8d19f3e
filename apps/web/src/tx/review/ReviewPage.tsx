import { makeMultisigTxId } from '@concord/protocol'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import type { Hex } from 'viem'
import { useCurrentSafe } from '../../services/currentSafe'
import { safePath, txDetailsPath } from '../../services/safePath'
import { clearDraft, loadDraft } from '../../tx-draft/draftStore'
import { TxReview } from './TxReview'

/** The review screen every flow ends in: the draft under review for this Safe, or a way to start one. */
export function ReviewPage() {
  const { shortName, address } = useCurrentSafe()
  const navigate = useNavigate()
  const safeKey = `${shortName}:${address}`
  const [draft] = useState(() => loadDraft(safeKey))
  const signed = (safeTxHash: Hex) => {
    clearDraft(safeKey)
    const id = makeMultisigTxId(address, safeTxHash)
    navigate(txDetailsPath(shortName, address, id))
  }
  const discard = () => {
    clearDraft(safeKey)
    navigate(safePath(shortName, address, 'transactions/queue'))
  }
  return (
    <section className="page">
      <div className="page__head">
        <h1>Review transaction</h1>
        {draft ? (
          <button type="button" className="button" onClick={discard}>
            Discard
          </button>
        ) : null}
      </div>
      {draft ? (
        <TxReview draft={draft} onSigned={signed} />
      ) : (
        <div className="state state--empty">
          <p>There is no transaction to review.</p>
          <Link className="button button--primary" to={safePath(shortName, address, 'transactions/new')}>
            New transaction
          </Link>
        </div>
      )}
    </section>
  )
}
