import { useQuery } from '@tanstack/react-query'
import { transactionDetailsQuery } from '../../../query/gatewayQueries'
import { useApp } from '../../../services/appContext'
import { useCurrentSafe } from '../../../services/currentSafe'

/** One transaction of the current Safe, by the id in the URL. */
export function useTxDetails(id: string) {
  const { gateway } = useApp()
  const { chain } = useCurrentSafe()
  return useQuery({ ...transactionDetailsQuery(gateway, chain.chainId, id), enabled: id.length > 0 })
}
