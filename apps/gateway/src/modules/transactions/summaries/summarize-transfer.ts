import type { Address, TransactionInfo, TransactionSummary, TransferInfo } from '@concord/gateway-schema'
import { makeTransferTxId } from '@concord/protocol'
import type { ChainRuntime, TokenRow } from '../../../context/gateway-context.js'
import { addressInfo } from '../../../wire/address-info.js'
import type { TransferRow } from '../store/transaction-rows.js'

/** The Transaction Service id of a transfer: `e`/`i` (token/native) + tx hash without 0x + log index. */
function transferId(row: TransferRow): string {
  return `${row.tokenType === 'NATIVE' ? 'i' : 'e'}${row.txHash.slice(2)}${row.logIndex}`
}

/** What a transfer moved, with the token's metadata when the token is indexed. */
function movedAsset(row: TransferRow, tokens: ReadonlyMap<string, TokenRow>): TransferInfo {
  if (row.tokenType === 'NATIVE') return { type: 'NATIVE_COIN', value: row.value }
  const token = tokens.get(row.tokenAddress)
  const common = {
    tokenAddress: row.tokenAddress,
    tokenName: token?.name ?? null,
    tokenSymbol: token?.symbol ?? null,
    logoUri: token?.logoUri || null,
    trusted: token?.trusted ?? null,
  }
  return row.tokenType === 'ERC721'
    ? { type: 'ERC721', ...common, tokenId: row.tokenId ?? '0' }
    : { type: 'ERC20', ...common, value: row.value ?? '0', decimals: token?.decimals ?? null, imitation: false }
}

/** The Transfer txInfo of an indexed transfer, seen from `safe`. */
function transferInfo(
  chain: ChainRuntime,
  safe: Address,
  row: TransferRow,
  tokens: ReadonlyMap<string, TokenRow>,
): TransactionInfo {
  return {
    type: 'Transfer',
    humanDescription: null,
    sender: addressInfo(chain, row.from),
    recipient: addressInfo(chain, row.to),
    direction: row.from === safe ? 'OUTGOING' : row.to === safe ? 'INCOMING' : 'UNKNOWN',
    transferInfo: movedAsset(row, tokens),
  }
}

/** A transfer as a list item's `transaction`. */
export function summarizeTransfer(
  chain: ChainRuntime,
  safe: Address,
  row: TransferRow,
  tokens: ReadonlyMap<string, TokenRow>,
): TransactionSummary {
  return {
    id: makeTransferTxId(safe, transferId(row)),
    txHash: row.txHash,
    timestamp: row.executionDate,
    txStatus: 'SUCCESS',
    txInfo: transferInfo(chain, safe, row, tokens),
    executionInfo: null,
    safeAppInfo: null,
    note: null,
  }
}
