import type { SendTransactionsResponse } from '@concord/apps-contract'
import type { NormalizedTransaction } from '@concord/apps-host'
import { useMemo } from 'react'
import type { Hex } from 'viem'
import { TxReview } from '../../../tx'
import { appTxDraft } from './appTxDraft'

/** An app's transaction request on the wallet's review screen: signing proposes it and answers the app its safeTxHash. */
export function AppTxRequest({
  app,
  origin,
  request,
  onDone,
}: {
  app: { name: string; url: string }
  origin: string
  request: { txs: NormalizedTransaction[]; safeTxGas?: number } & {
    approve(result: SendTransactionsResponse): void
    reject(message?: string): void
  }
  /** Called once the request is settled, with the proposal's safeTxHash when the user signed it. */
  onDone: (safeTxHash?: Hex) => void
}) {
  const draft = useMemo(() => appTxDraft(app, request), [app, request])
  return (
    <section aria-label="Transaction request">
      <p className="banner banner--warning">
        Requested by {app.name} ({origin}). Check every call before you sign.
      </p>
      <TxReview
        draft={draft}
        onSigned={(safeTxHash) => {
          request.approve({ safeTxHash })
          onDone(safeTxHash)
        }}
      />
      <button
        type="button"
        className="button"
        onClick={() => {
          request.reject()
          onDone()
        }}
      >
        Reject transaction
      </button>
    </section>
  )
}
