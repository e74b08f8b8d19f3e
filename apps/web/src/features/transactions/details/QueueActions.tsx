import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import type { Hex } from 'viem'
import { useAccount } from 'wagmi'
import { errorMessage } from '../../../errors'
import { useCurrentSafe } from '../../../services/currentSafe'
import { safePath } from '../../../services/safePath'
import { useStartReview } from '../../../tx-draft/useStartReview'
import { useDeleteTx } from './useDeleteTx'

/** Reject (an on-chain no-op at the same nonce), Replace (any new transaction at it), Delete (the proposer only). */
export function QueueActions({
  nonce,
  safeTxHash,
  proposer,
  isOwner,
}: {
  nonce: number
  safeTxHash: Hex
  proposer: string | null
  isOwner: boolean
}) {
  const { address: safe, shortName } = useCurrentSafe()
  const { address: account } = useAccount()
  const start = useStartReview()
  const navigate = useNavigate()
  const remove = useDeleteTx()
  const [asking, setAsking] = useState(false)
  const isProposer = !!account && !!proposer && proposer.toLowerCase() === account.toLowerCase()
  const reject = () =>
    start({
      title: `Reject transaction #${nonce}`,
      origin: 'reject',
      calls: [{ to: safe, value: '0', data: '0x', operation: 0 }],
      nonce,
      // No gas fields: what marks it a rejection for every gateway (isCancellation) and needs no estimate.
      safeTxGas: '0',
    })
  const confirmDelete = async () => {
    const done = await remove.mutateAsync(safeTxHash).then(
      () => true,
      () => false,
    )
    if (done) navigate(safePath(shortName, safe, 'transactions/queue'))
  }
  if (!isOwner && !isProposer) return null
  return (
    <section className="card" aria-label="Reject or replace">
      <h2>Reject or replace</h2>
      {isOwner ? (
        <p className="muted">
          Reject invalidates everything at nonce {nonce}: it proposes a transaction that does nothing at this nonce.
          Once it is executed, this transaction and any other at nonce {nonce} can never run, whatever signatures they
          have.
        </p>
      ) : null}
      {isOwner ? (
        <div className="form__actions">
          <button type="button" className="button" onClick={reject}>
            Reject
          </button>
          <Link className="button" to={safePath(shortName, safe, `transactions/new?nonce=${nonce}`)}>
            Replace
          </Link>
        </div>
      ) : null}
      {isProposer ? (
        asking ? (
          <div role="alertdialog" aria-label="Delete this transaction?" className="banner banner--warning">
            <p>Delete this transaction for everyone? Its signatures are deleted too; nothing happens on chain.</p>
            <button type="button" className="button button--danger" disabled={remove.isPending} onClick={confirmDelete}>
              {remove.isPending ? 'Deleting…' : 'Yes, delete'}
            </button>{' '}
            <button type="button" className="button" onClick={() => setAsking(false)}>
              Keep it
            </button>
          </div>
        ) : (
          <button type="button" className="button" onClick={() => setAsking(true)}>
            Delete
          </button>
        )
      ) : null}
      {remove.error ? (
        <p className="banner banner--danger" role="alert">
          {errorMessage(remove.error)}
        </p>
      ) : null}
    </section>
  )
}
