import type { GetTransactionHistoryQuery, TransactionSummary } from '@concord/gateway-client'
import { useMutation } from '@tanstack/react-query'
import { useApp } from '../../../services/appContext'
import { useCurrentSafe } from '../../../services/currentSafe'
import { fetchPastPrices } from './fetchPastPrices'
import { fetchWholeHistory } from './fetchWholeHistory'
import { type CsvContext, historyCsv } from './historyCsv'
import { priceAtTime, pricedTokens } from './pastPrices'

/** Saves text as a file through a temporary object URL (no server round trip). */
function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  // Revoked once the download has surely read it (revoking at once can cancel it in some browsers).
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/**
 * "Export CSV": pages through the whole filtered history in the browser, leaves out what the list hides (suspicious
 * transfers unless shown), and saves one row per transfer (a batch's each on its own row): date, nonce, kind,
 * counterparty, token, amount, fiat (at the price of the transfer's day where the gateway knows it, else at today's,
 * said per row), hashes, status and the transaction's note.
 */
export function ExportCsvButton(props: {
  query: GetTransactionHistoryQuery | null
  context: Omit<CsvContext, 'safe' | 'native'>
  hidden: (txs: readonly TransactionSummary[]) => ReadonlySet<string>
}) {
  const { gateway, gatewayClient } = useApp()
  const { chain, address } = useCurrentSafe()
  const exporting = useMutation({
    mutationFn: async (query: GetTransactionHistoryQuery) => {
      const txs = await fetchWholeHistory(gateway, chain.chainId, address, query)
      const hidden = props.hidden(txs)
      const shown = txs.filter((tx) => !hidden.has(tx.id))
      const exported = {
        tokens: pricedTokens(shown, address, chain.nativeCurrency),
        timestamps: shown.map((tx) => tx.timestamp),
      }
      const daily = await fetchPastPrices(gatewayClient, chain.chainId, props.context.currency, exported)
      const priceAt = (token: string, timestamp: number) => priceAtTime(daily, token, timestamp)
      const context = { ...props.context, priceAt, safe: address, native: chain.nativeCurrency }
      download(historyCsv(shown, context), `history-${chain.shortName}-${address}.csv`)
      return shown.length
    },
  })
  const query = props.query
  return (
    <p>
      <button
        type="button"
        className="button"
        disabled={query === null || exporting.isPending}
        onClick={() => query && exporting.mutate(query)}
      >
        {exporting.isPending ? 'Exporting…' : 'Export CSV'}
      </button>
      {exporting.isSuccess ? <span className="muted"> Exported {exporting.data} transactions.</span> : null}
      {exporting.isError ? (
        <span className="field__error" role="alert">
          {' '}
          Could not export: {exporting.error.message} Try again.
        </span>
      ) : null}
    </p>
  )
}
