import type { NormalizedTransaction } from '@concord/apps-host'
import type { TxDraft } from '../../../tx-draft/txDraft'

/** The review draft of an app's transaction request: its calls (several become one batch), its safeTxGas, the app. */
export function appTxDraft(
  app: { name: string; url: string },
  request: { txs: NormalizedTransaction[]; safeTxGas?: number },
): TxDraft {
  const count = request.txs.length
  return {
    title: `${app.name}: ${count === 1 ? 'a transaction' : `${count} transactions in one batch`}`,
    origin: 'app',
    calls: request.txs.map((tx) => ({ to: tx.to, value: tx.value, data: tx.data, operation: 0 })),
    app: { name: app.name, url: app.url },
    ...(request.safeTxGas === undefined ? {} : { safeTxGas: String(request.safeTxGas) }),
  }
}
