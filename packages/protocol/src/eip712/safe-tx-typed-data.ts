import { type Hex, hashTypedData } from 'viem'
import { getSafeDomain, type SafeDomain, type SafeDomainParameters } from './safe-domain.js'
import { buildSafeTransactionData, type SafeTransactionData } from './safe-transaction-data.js'

/** A Safe on a chain plus the transaction to hash or sign. */
export type SafeTxParameters = SafeDomainParameters & { tx: SafeTransactionData }

/** EIP-712 SafeTx struct fields, in contract order. */
export const SAFE_TX_TYPES = {
  SafeTx: [
    { name: 'to', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'data', type: 'bytes' },
    { name: 'operation', type: 'uint8' },
    { name: 'safeTxGas', type: 'uint256' },
    { name: 'baseGas', type: 'uint256' },
    { name: 'gasPrice', type: 'uint256' },
    { name: 'gasToken', type: 'address' },
    { name: 'refundReceiver', type: 'address' },
    { name: 'nonce', type: 'uint256' },
  ],
} as const

/** The SafeTx typed data, ready for viem `signTypedData` / `hashTypedData` or a wallet's eth_signTypedData_v4. */
export type SafeTxTypedData = {
  domain: SafeDomain
  types: typeof SAFE_TX_TYPES
  primaryType: 'SafeTx'
  message: SafeTransactionData
}

/** Builds the EIP-712 typed data an owner signs to confirm a Safe transaction. */
export function getSafeTxTypedData({ tx, ...domain }: SafeTxParameters): SafeTxTypedData {
  // Re-validate: tx objects often arrive from the wire typed but unchecked.
  return {
    domain: getSafeDomain(domain),
    types: SAFE_TX_TYPES,
    primaryType: 'SafeTx',
    message: buildSafeTransactionData(tx),
  }
}

/** The safeTxHash: what Safe.getTransactionHash returns and what owners sign. */
export function hashSafeTx(parameters: SafeTxParameters): Hex {
  return hashTypedData(getSafeTxTypedData(parameters))
}
