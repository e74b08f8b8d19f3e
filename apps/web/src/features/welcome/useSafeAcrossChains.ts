import type { SafeInfo } from '@concord/gateway-client'
import { useQueries } from '@tanstack/react-query'
import { balancesQuery, safeInfoQuery } from '../../query/gatewayQueries'
import { useCurrency } from '../../query/useBalances'
import { useApp } from '../../services/appContext'
import { accountDifferences, type ChainSafeState } from './accountDifferences'
import type { MultiChainEntries } from './groupByAddress'

/** One chain's row of a Safe listed on several chains. */
export type ChainRow = {
  entry: string
  shortName: string
  chainName: string
  /** Null while loading or when the gateway cannot say (`failed`). */
  info: SafeInfo | null
  failed: boolean
  /** The Safe's total in the user's currency, when the gateway prices it. */
  fiatTotal: string | null
}

/** The state of one Safe address on each chain it is listed on, and where owners or threshold differ, in words. */
export function useSafeAcrossChains(account: MultiChainEntries): {
  rows: ChainRow[]
  currency: string
  warnings: string[]
} {
  const { gateway, chains } = useApp()
  const [currency] = useCurrency()
  const listed = account.entries.flatMap(({ entry, shortName }) => {
    const chain = chains.find((c) => c.shortName === shortName)
    return chain === undefined ? [] : [{ entry, chain }]
  })
  const infos = useQueries({
    queries: listed.map(({ chain }) => safeInfoQuery(gateway, chain.chainId, account.address)),
  })
  const balances = useQueries({
    queries: listed.map(({ chain }) => balancesQuery(gateway, chain.chainId, account.address, currency)),
  })
  const rows = listed.map(({ entry, chain }, i): ChainRow => {
    const fiat = balances[i]?.data?.fiatTotal
    return {
      entry,
      shortName: chain.shortName,
      chainName: chain.chainName,
      info: infos[i]?.data ?? null,
      failed: infos[i]?.isError ?? false,
      fiatTotal: fiat === undefined ? null : fiat,
    }
  })
  const states: ChainSafeState[] = rows.flatMap((row) =>
    row.info === null
      ? []
      : [{ shortName: row.shortName, owners: row.info.owners.map((o) => o.value), threshold: row.info.threshold }],
  )
  return { rows, currency, warnings: accountDifferences(states) }
}
