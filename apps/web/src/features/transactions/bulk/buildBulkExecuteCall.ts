import type { TransactionDetails } from '@concord/gateway-client'
import {
  encodeExecTransaction,
  encodeMultiSendCall,
  SAFE_VERSION_FACTS,
  type SafeVersion,
  sortSignaturesByOwner,
  versionContract,
} from '@concord/protocol'
import { type Address, concatHex, getAddress, type Hex, size } from 'viem'

/** A queued Safe transaction with enough owner signatures to execute it. */
export type ExecutableSafeTx = {
  nonce: number
  to: Address
  value: bigint
  data: Hex
  operation: 0 | 1
  safeTxGas: bigint
  baseGas: bigint
  gasPrice: bigint
  gasToken: Address
  refundReceiver: Address
  signatures: { owner: Address; signature: Hex }[]
}

/** A result in words: the transactions run by bulk execution can be refused one by one. */
export type Checked<T> = { ok: true; value: T } | { ok: false; error: string }

/** Reads the SafeTx and its owner signatures from the gateway's details of a queued transaction. */
export function toExecutableSafeTx(details: TransactionDetails): Checked<ExecutableSafeTx> {
  const info = details.detailedExecutionInfo
  const txData = details.txData
  if (info?.type !== 'MULTISIG' || !txData) {
    return { ok: false, error: `${details.txId} is not a multisig transaction of the Safe.` }
  }
  const signatures = info.confirmations.flatMap((c) =>
    c.signature ? [{ owner: getAddress(c.signer.value), signature: c.signature }] : [],
  )
  if (signatures.length < info.confirmationsRequired) {
    return {
      ok: false,
      error: `Transaction ${info.nonce} has ${signatures.length} of ${info.confirmationsRequired} signatures.`,
    }
  }
  // Contract signatures carry a dynamic part; packing them is left to executing the transaction on its own.
  if (signatures.some((s) => size(s.signature) !== 65)) {
    return { ok: false, error: `Transaction ${info.nonce} is signed by a smart-contract owner: execute it on its own.` }
  }
  return {
    ok: true,
    value: {
      nonce: info.nonce,
      to: getAddress(txData.to.value),
      value: BigInt(txData.value ?? '0'),
      data: txData.hexData ?? '0x',
      operation: txData.operation,
      safeTxGas: BigInt(info.safeTxGas),
      baseGas: BigInt(info.baseGas),
      gasPrice: BigInt(info.gasPrice),
      gasToken: getAddress(info.gasToken),
      refundReceiver: getAddress(info.refundReceiver.value),
      signatures,
    },
  }
}

/** The `execTransaction(...)` calldata of one transaction, with its signatures sorted by owner as the Safe requires. */
function execTransactionCall(tx: ExecutableSafeTx): Hex {
  return encodeExecTransaction(tx, concatHex(sortSignaturesByOwner(tx.signatures).map((s) => s.signature)))
}

/**
 * One call for the connected account (owner or not) to send: MultiSendCallOnly.multiSend with one
 * `safe.execTransaction(...)` per transaction, in nonce order. The account calls MultiSendCallOnly directly (not
 * through the Safe): each execTransaction is checked by the Safe against its owners' signatures as usual.
 */
export function buildBulkExecuteCall(
  safe: Address,
  version: SafeVersion,
  txs: readonly ExecutableSafeTx[],
): Checked<{ to: Address; data: Hex; nonces: number[] }> {
  if (txs.length < 2) return { ok: false, error: 'Bulk execution needs at least two transactions.' }
  const sorted = [...txs].sort((a, b) => a.nonce - b.nonce)
  for (let i = 1; i < sorted.length; i++) {
    if ((sorted[i]?.nonce ?? 0) !== (sorted[i - 1]?.nonce ?? 0) + 1) {
      return { ok: false, error: 'The transactions must have consecutive nonces.' }
    }
  }
  const data = encodeMultiSendCall(
    sorted.map((tx) => ({ operation: 0, to: safe, value: 0n, data: execTransactionCall(tx) })),
  )
  // The batch is sent from the owner's account, not the Safe, so any MultiSendCallOnly does: before 1.3.0 (none, and
  // MultiSend refuses plain calls) the one of the version the Safe updates to.
  const updateTo = SAFE_VERSION_FACTS[version].update?.to
  const to =
    versionContract(version, 'MultiSendCallOnly') ?? (updateTo && versionContract(updateTo, 'MultiSendCallOnly'))
  if (to === undefined) return { ok: false, error: `Safe ${version} has no MultiSend to batch executions with.` }
  return { ok: true, value: { to, data, nonces: sorted.map((t) => t.nonce) } }
}
