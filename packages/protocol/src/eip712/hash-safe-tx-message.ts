import { encodeAbiParameters, type Hex, keccak256 } from 'viem'
import type { SafeDomainParameters } from './safe-domain.js'
import { buildSafeTransactionData, type SafeTransactionData } from './safe-transaction-data.js'
import { SAFE_TX_TYPEHASH } from './type-hashes.js'

/**
 * The EIP-712 struct hash of a SafeTx (the "message hash" Safe{Wallet} shows next to the domain hash, so users can
 * compare both with what a hardware wallet displays). Takes the same parameters as hashSafeTx; the domain is unused.
 */
export function hashSafeTxMessage({ tx }: { tx: SafeTransactionData } & Partial<SafeDomainParameters>): Hex {
  const t = buildSafeTransactionData(tx)
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'bytes32' },
        { type: 'address' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'uint8' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'address' },
        { type: 'address' },
        { type: 'uint256' },
      ],
      [
        SAFE_TX_TYPEHASH,
        t.to,
        t.value,
        keccak256(t.data),
        t.operation,
        t.safeTxGas,
        t.baseGas,
        t.gasPrice,
        t.gasToken,
        t.refundReceiver,
        t.nonce,
      ],
    ),
  )
}
