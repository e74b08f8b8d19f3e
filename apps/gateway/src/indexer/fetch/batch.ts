import type { ChainId } from '@concord/protocol'
import type { Hex } from 'viem'
import type { BlockHeader, TxFacts } from './chain-reader.js'
import type { ConfiguredToken } from './configured-token.js'
import type { AllowanceTransfer } from './fetch-allowance-transfers.js'
import type { TokenApproval } from './fetch-token-approvals.js'
import type { ExecCall } from './find-exec-calls.js'
import type { SafeEvent, TokenTransfer } from './safe-events.js'

/** Metadata of a token seen for the first time; null = the contract is not a valid token. */
export type NewToken = { type: 'ERC20' | 'ERC721'; name: string; symbol: string; decimals: number } | null

/** Everything fetched for one block range, ready to be written. */
export type Batch = {
  chainId: ChainId
  events: SafeEvent[]
  transfers: TokenTransfer[]
  /**
   * Tokens the batch's new Safes received before the batch, while their address had no code (a counterfactual Safe's
   * funding): recorded like `transfers`, but announced to nobody (they are old news) and their blocks not kept.
   */
  earlierTransfers: TokenTransfer[]
  /** The headers of `earlierTransfers`' blocks, for their dates only. */
  earlierHeaders: Map<number, BlockHeader>
  /** ERC-20 approvals and ApprovalForAlls the Safes gave (owner = a Safe). */
  approvals: TokenApproval[]
  /** Spending-limit transfers the canonical AllowanceModules made for the Safes (ExecuteAllowanceTransfer). */
  allowanceTransfers: AllowanceTransfer[]
  headers: Map<number, BlockHeader>
  txFacts: Map<Hex, TxFacts>
  /** execTransaction calls of transactions where a Safe executed without the L2 event (non-L2 singletons). */
  execCalls: Map<Hex, ExecCall[]>
  /** Singleton of Safes set up without a ProxyCreation event in the same transaction. */
  singletons: Map<string, string>
  /** Metadata of tokens seen for the first time. */
  newTokens: Map<string, NewToken>
  versionOf: (singleton: string) => string | null
  /** Tokens listed in the chain config: trusted, with the logo (and fallback metadata) given there. */
  configuredTokens: ReadonlyMap<string, ConfiguredToken>
}

/** A batch as fetched, with the number of logs the node returned for it (which sizes the next range). */
export type FetchedBatch = Batch & { logCount: number }
