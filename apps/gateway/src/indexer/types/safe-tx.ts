import type { Hex } from 'viem'

/** The SafeTx fields as the indexer decodes them from events or calls. */
export type SafeTxFields = {
  to: string
  value: bigint
  data: Hex
  operation: number
  safeTxGas: bigint
  baseGas: bigint
  gasPrice: bigint
  gasToken: string
  refundReceiver: string
  nonce: bigint
}

/** The arguments of one `execTransaction` call, as the SafeMultiSigTransaction event of an L2 Safe would carry them. */
export type ExecArgs = Omit<SafeTxFields, 'nonce'> & { signatures: Hex }
