import { getSafeDomainSeparator, SAFE_TX_TYPEHASH } from '@concord/protocol'
import type { Address, Hex } from 'viem'
import type { SafeTxFields } from '../types/safe-tx.js'
import { keccakHex as keccak256 } from './keccak-hex.js'

const word = (value: bigint) => value.toString(16).padStart(64, '0')
const addressWord = (address: string) => address.slice(2).toLowerCase().padStart(64, '0')

/**
 * The safeTxHash (EIP-712 over the Safe's domain), equal to @concord/protocol's hashSafeTx but for a backfill's
 * thousands of executions: the domain separator is computed once per Safe and version, the struct encoded by hand
 * (hashSafeTx's generic typed-data path costs ~0.7 ms per call; this, with native keccak, ~0.03 ms).
 */
export function createSafeTxHasher(chainId: string) {
  const domains = new Map<string, string>()
  return (safe: string, version: string, tx: SafeTxFields): Hex => {
    const domainKey = `${safe}:${version}`
    let domain = domains.get(domainKey)
    if (domain === undefined) {
      domain = getSafeDomainSeparator({ chainId: BigInt(chainId), safeAddress: safe as Address, version }).slice(2)
      domains.set(domainKey, domain)
    }
    const struct = keccak256(
      `0x${SAFE_TX_TYPEHASH.slice(2)}${addressWord(tx.to)}${word(tx.value)}${keccak256(tx.data).slice(2)}${word(
        BigInt(tx.operation),
      )}${word(tx.safeTxGas)}${word(tx.baseGas)}${word(tx.gasPrice)}${addressWord(tx.gasToken)}${addressWord(
        tx.refundReceiver,
      )}${word(tx.nonce)}`,
    )
    return keccak256(`0x1901${domain}${struct.slice(2)}`)
  }
}
