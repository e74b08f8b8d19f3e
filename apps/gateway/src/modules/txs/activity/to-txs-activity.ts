import type { TxsModuleTransaction, TxsTransfer } from '@concord/gateway-schema'
import type { ChainRuntime, TokenRow } from '../../../context/gateway-context.js'
import type { ModuleRow, TransferRow } from '../../transactions/index.js'
import { isoDate } from '../multisig/to-txs-multisig.js'

const TRANSFER_TYPES = { NATIVE: 'ETHER_TRANSFER', ERC20: 'ERC20_TRANSFER', ERC721: 'ERC721_TRANSFER' } as const

/**
 * A stored transfer in the Transaction Service's shape. Its `transferId` follows the service's form: `i` for a
 * native transfer (the service reads them from traces), `e` for a token event, then the tx hash and the log index.
 */
export function toTxsTransfer(row: TransferRow, tokens: ReadonlyMap<string, TokenRow>): TxsTransfer {
  const native = row.tokenType === 'NATIVE'
  return {
    type: TRANSFER_TYPES[row.tokenType],
    executionDate: isoDate(row.executionDate),
    blockNumber: row.blockNumber,
    transactionHash: row.txHash,
    to: row.to,
    from: row.from,
    value: row.value,
    tokenId: row.tokenId,
    tokenAddress: row.tokenAddress,
    transferId: `${native ? 'i' : 'e'}${row.txHash.slice(2)}${row.logIndex}`,
    tokenInfo: row.tokenAddress === null ? null : (tokens.get(row.tokenAddress) ?? null),
  }
}

/** A stored module transaction in the Transaction Service's shape; it was created when it executed. */
export function toTxsModuleTransaction(chain: ChainRuntime, row: ModuleRow): TxsModuleTransaction {
  return {
    created: isoDate(row.executionDate),
    executionDate: isoDate(row.executionDate),
    blockNumber: row.blockNumber,
    isSuccessful: row.isSuccessful,
    transactionHash: row.txHash,
    safe: row.safe,
    module: row.module,
    to: row.to,
    value: row.value,
    data: row.data,
    operation: row.operation === 1 ? 1 : 0,
    dataDecoded: row.data === null ? null : chain.decoder.decode(row.data, row.to),
    moduleTransactionId: `i${row.txHash.slice(2)}${row.logIndex}`,
  }
}
