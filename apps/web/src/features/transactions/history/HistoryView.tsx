import type { TransactionSummary } from '@concord/gateway-client'
import { useCallback, useMemo } from 'react'
import { useHistory } from '../../../query/useTransactions'
import { useCurrentSafe } from '../../../services/currentSafe'
import { ExportCsvButton } from './ExportCsvButton'
import { FiltersFold } from './FiltersFold'
import { findImitations } from './findImitations'
import { gatewayHistoryQuery } from './gatewayHistoryQuery'
import { HistoryFilterForm } from './HistoryFilterForm'
import { HistoryList } from './HistoryList'
import { isFiltered, writeHistoryFilters } from './historyFilters'
import { IndexingProgress } from './IndexingProgress'
import { useHistoryFilters } from './useHistoryFilters'
import { useHistoryIndexing } from './useHistoryIndexing'
import { useHistoryTokens } from './useHistoryTokens'
import { useKnownAddresses } from './useKnownAddresses'
import { usePrices } from './usePrices'

/** The searchable history: filters (in the URL), the "Show suspicious" switch, CSV export and the list. */
export function HistoryView({ timeZone }: { timeZone: string }) {
  const { address } = useCurrentSafe()
  const { filters, setFilters } = useHistoryFilters()
  const prices = usePrices()
  const tokens = useHistoryTokens(prices.tokens)
  const decimalsOf = useCallback(
    (token: string) => tokens.find((t) => t.address.toLowerCase() === token.toLowerCase())?.decimals,
    [tokens],
  )
  const check = gatewayHistoryQuery(filters, decimalsOf)
  const history = useHistory(timeZone, check.ok ? check.query : {}, check.ok)
  const indexing = useHistoryIndexing()
  const txs = useMemo(
    () =>
      (history.data?.pages ?? []).flatMap((p) =>
        p.results.flatMap((item) => (item.type === 'TRANSACTION' ? [item.transaction] : [])),
      ),
    [history.data],
  )
  const known = useKnownAddresses(address, txs)
  const detect = useCallback(
    (list: readonly TransactionSummary[]) => findImitations(list, { safe: address, known, priceOf: prices.priceOf }),
    [address, known, prices.priceOf],
  )
  const suspicious = useMemo(() => detect(txs), [detect, txs])
  const showSuspicious = filters.suspicious === true
  const hiddenCount = showSuspicious ? 0 : suspicious.size
  return (
    <>
      {/* A shared link shows what it filters: the fold is open while filters apply or are wrong. */}
      <FiltersFold
        key={writeHistoryFilters(filters).toString()}
        open={isFiltered(filters) || !check.ok}
        summary={isFiltered(filters) ? 'Filters (applied)' : 'Filters'}
      >
        <HistoryFilterForm
          filters={filters}
          tokens={tokens}
          error={check.ok ? null : check.error}
          onApply={setFilters}
        />
      </FiltersFold>
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          aria-checked={showSuspicious}
          checked={showSuspicious}
          onChange={(e) => setFilters({ ...filters, suspicious: e.target.checked })}
        />{' '}
        Show suspicious
      </label>
      {hiddenCount > 0 ? (
        <p className="muted" role="status">
          {hiddenCount} suspicious {hiddenCount === 1 ? 'transfer is' : 'transfers are'} hidden: tiny transfers from
          look-alikes of addresses you know (address poisoning).
        </p>
      ) : null}
      <ExportCsvButton
        query={check.ok ? check.query : null}
        context={{ currency: prices.currency, priceOf: prices.priceOf }}
        hidden={(list) => (showSuspicious ? new Set() : detect(list))}
      />
      {indexing === null ? (
        <HistoryList
          query={history}
          timeZone={timeZone}
          suspicious={suspicious}
          showSuspicious={showSuspicious}
          empty={isFiltered(filters) ? 'No transactions match these filters.' : 'This Safe has no transactions yet.'}
        />
      ) : (
        <IndexingProgress indexing={indexing} />
      )}
    </>
  )
}
