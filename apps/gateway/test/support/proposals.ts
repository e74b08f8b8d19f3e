import { buildSafeTransactionData, hashSafeTx, type SafeTransactionDataInput } from '@concord/protocol'
import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** A Safe on the dev chain as the tests address it. */
export type TestSafe = { address: Address; version: string; chainId: number }

/** The safeTxHash of `tx` on `safe`. */
export function safeTxHashOf(safe: TestSafe, tx: SafeTransactionDataInput): Hex {
  return hashSafeTx({
    chainId: safe.chainId,
    safeAddress: safe.address,
    version: safe.version,
    tx: buildSafeTransactionData(tx),
  })
}

/** An owner's EOA signature (v 27/28) over a safeTxHash. */
export function signHash(privateKey: Hex, hash: Hex): Promise<Hex> {
  return privateKeyToAccount(privateKey).sign({ hash })
}

/** The propose body of gateway-api.md §5.1 for `tx`, signed by `signer` (who is also the sender unless given). */
export async function proposalBody(
  safe: TestSafe,
  tx: SafeTransactionDataInput,
  signer: { address: Address; privateKey: Hex },
  overrides: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const full = buildSafeTransactionData(tx)
  const safeTxHash = safeTxHashOf(safe, tx)
  return {
    to: full.to,
    value: full.value.toString(),
    data: full.data === '0x' ? null : full.data,
    nonce: full.nonce.toString(),
    operation: full.operation,
    safeTxGas: '0',
    baseGas: '0',
    gasPrice: '0',
    gasToken: full.gasToken,
    refundReceiver: null,
    safeTxHash,
    sender: signer.address,
    signature: await signHash(signer.privateKey, safeTxHash),
    origin: null,
    ...overrides,
  }
}

/** POST JSON init for `request`. */
export function postJson(body: unknown): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
}
