// Every TanStack Query key the web app uses, built here so an invalidation is made by the same function as the keys it
// targets and cannot drift from them. Data read from the gateway is keyed ['gateway', kind, chainId, subject, …]:
// persistence (only 'gateway' keys are kept), safeEvents.isSafeQuery and the offline mode's chainBackedQuery read
// that shape, so a gateway key keeps it. This module is in the first-paint chunk: it imports nothing.

/** The kinds of gateway data the app caches (the second element of a gateway key). */
export type GatewayKind =
  | 'chains'
  | 'safeInfo'
  | 'ownedSafes'
  | 'balances'
  | 'fiatCurrencies'
  | 'collectibles'
  | 'queue'
  | 'history'
  | 'txDetails'
  | 'messages'
  | 'proposers'
  | 'delegations'
  | 'indexing'
  | 'contracts'
  | 'contract'

/** Every query key of the app, by what it caches. */
export const queryKeys = {
  /** Every gateway query: what a write that can change anything refreshes. */
  gateway: () => ['gateway'] as const,
  /** A prefix: every gateway query of `kind` on a chain, or of one Safe (or owner) there. */
  gatewayScope: (kind: GatewayKind, chainId: string, subject?: string) =>
    subject === undefined ? (['gateway', kind, chainId] as const) : (['gateway', kind, chainId, subject] as const),
  chains: () => ['gateway', 'chains'] as const,
  safeInfo: (chainId: string, address: string) => ['gateway', 'safeInfo', chainId, address] as const,
  ownedSafes: (chainId: string, owner: string) => ['gateway', 'ownedSafes', chainId, owner] as const,
  balances: (chainId: string, address: string, currency: string) =>
    ['gateway', 'balances', chainId, address, currency] as const,
  fiatCurrencies: () => ['gateway', 'fiatCurrencies'] as const,
  collectibles: (chainId: string, address: string) => ['gateway', 'collectibles', chainId, address] as const,
  queue: (chainId: string, address: string) => ['gateway', 'queue', chainId, address] as const,
  history: <F>(chainId: string, address: string, timezone: string, filters: F) =>
    ['gateway', 'history', chainId, address, timezone, filters] as const,
  historyTokens: (chainId: string, address: string) => ['gateway', 'history', chainId, address, 'tokens'] as const,
  txDetails: (chainId: string, id: string) => ['gateway', 'txDetails', chainId, id] as const,
  messages: (chainId: string, safe: string) => ['gateway', 'messages', chainId, safe] as const,
  message: (chainId: string, safe: string, messageHash: string) =>
    ['gateway', 'messages', chainId, safe, 'message', messageHash.toLowerCase()] as const,
  proposers: (chainId: string, safe: string) => ['gateway', 'proposers', chainId, safe] as const,
  delegations: (chainId: string, account: string | undefined) => ['gateway', 'delegations', chainId, account] as const,
  indexing: (chainId: string, address: string) => ['gateway', 'indexing', chainId, address] as const,
  contracts: (chainId: string) => ['gateway', 'contracts', chainId] as const,
  contract: (chainId: string, address: string | undefined) => ['gateway', 'contract', chainId, address] as const,
  /** Executions sent and not mined: polled while shown, never persisted (they are over in minutes). */
  pendingExecutions: (chainId: string, safe: string) => ['executions', 'pending', chainId, safe] as const,
  alerts: (chainId: string, safe: string) => ['alerts', chainId, safe] as const,
  alertDeliveries: (chainId: string, safe: string, id: string) => ['alerts', chainId, safe, id, 'deliveries'] as const,
  ensAddress: (chainId: string, name: string) => ['ens', 'address', chainId, name] as const,
  ensName: (chainId: string, address: string) => ['ens', 'name', chainId, address] as const,
  walletBalance: (chainId: number | undefined, address: string | undefined) =>
    ['wallet', 'balance', chainId, address] as const,
  devWalletAccounts: (connectorUid: string | undefined) => ['devWallet', 'accounts', connectorUid] as const,
  boot: () => ['boot'] as const,
  creationSetup: (chainId: string, safe: string, transactionHash: string | null | undefined) =>
    ['txDetails', 'creationSetup', chainId, safe, transactionHash] as const,
  isValidSignature: (chainId: string, safe: string, contentHash: string | null, signature: string | null) =>
    ['chain', 'isValidSignature', chainId, safe, contentHash, signature] as const,
  offlineCheckedTx: (chainId: string, address: string, version: unknown, owners: unknown, file: unknown) =>
    ['offline', 'checkedTx', chainId, address, version, owners, file] as const,
  /** The review screen's reads (`what`: simulation, nonces, estimation, contract, decode, tokenInfo, …). */
  txFlow: <const Rest extends readonly unknown[]>(what: string, chainId: string, ...rest: Rest) =>
    ['txFlow', what, chainId, ...rest] as const,
}
