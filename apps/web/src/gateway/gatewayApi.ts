import type {
  ChainInfo,
  FiatCurrencies,
  GatewayClient,
  GetTransactionHistoryQuery,
  OwnedSafes,
  SafeBalanceResponse,
  SafeCollectiblesPage,
  SafeInfo,
  TransactionDetails,
  TransactionListPage,
} from '@concord/gateway-client'

/** The gateway calls the web app makes, each named as in the Safe gateway SDK. */
export type GatewayApi = {
  getChains(): Promise<ChainInfo[]>
  getSafeInfo(chainId: string, address: string): Promise<SafeInfo>
  getOwnedSafes(chainId: string, owner: string): Promise<OwnedSafes>
  getBalances(chainId: string, address: string, currency: string): Promise<SafeBalanceResponse>
  getFiatCurrencies(): Promise<FiatCurrencies>
  getCollectiblesPage(chainId: string, address: string, pageUrl?: string): Promise<SafeCollectiblesPage>
  getTransactionQueue(chainId: string, address: string, pageUrl?: string): Promise<TransactionListPage>
  getTransactionHistory(
    chainId: string,
    address: string,
    query: GetTransactionHistoryQuery,
    pageUrl?: string,
  ): Promise<TransactionListPage>
  getTransactionDetails(chainId: string, id: string): Promise<TransactionDetails>
}

/** The calls the pages make, over one gateway client (same names as the Safe gateway SDK). */
export function createGatewayApi(client: GatewayClient): GatewayApi {
  return {
    getChains: async () => {
      const chains: ChainInfo[] = []
      let page = await client.getChainsConfig()
      chains.push(...page.results)
      // A gateway with many chains pages them; follow `next` a bounded number of times.
      for (let i = 0; page.next && i < 20; i++) {
        page = await client.getChainsConfig(undefined, page.next)
        chains.push(...page.results)
      }
      return chains
    },
    getSafeInfo: (chainId, address) => client.getSafeInfo(chainId, address),
    getOwnedSafes: (chainId, owner) => client.getOwnedSafes(chainId, owner),
    getBalances: (chainId, address, currency) => client.getBalances(chainId, address, currency),
    getFiatCurrencies: () => client.getFiatCurrencies(),
    getCollectiblesPage: (chainId, address, pageUrl) =>
      client.getCollectiblesPage(chainId, address, undefined, pageUrl),
    getTransactionQueue: (chainId, address, pageUrl) =>
      client.getTransactionQueue(chainId, address, undefined, pageUrl),
    getTransactionHistory: (chainId, address, query, pageUrl) =>
      client.getTransactionHistory(chainId, address, query, pageUrl),
    getTransactionDetails: (chainId, id) => client.getTransactionDetails(chainId, id),
  }
}
