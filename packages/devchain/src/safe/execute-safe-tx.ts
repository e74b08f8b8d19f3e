import {
  buildSafeTransactionData,
  execTransactionArgs,
  hashSafeTx,
  joinSignatures,
  type KnownSafeVersion,
  type SafeTransactionDataInput,
  safeAbisByVersion,
  sortSignaturesByOwner,
} from '@concord/protocol'
import {
  type Address,
  concatHex,
  type Hash,
  type Hex,
  type LocalAccount,
  pad,
  parseEventLogs,
  type TransactionReceipt,
} from 'viem'
import type { DevClient } from '../chain/dev-client.js'
import { waitForSuccess } from '../chain/send-and-wait.js'
import { DevchainError } from '../errors.js'

/** How an owner confirms: EIP-712 signature, eth_sign over the safeTxHash, or an on-chain approveHash. */
export type ConfirmationMethod = 'eip712' | 'eth_sign' | 'approved_hash'

/** An owner's key and the way it confirms. */
export type SafeConfirmer = { account: LocalAccount; method?: ConfirmationMethod }

/** A Safe transaction to execute now: everything but the nonce, which is read from the Safe. */
export type ExecuteSafeTxParameters = {
  safe: { address: Address; version: KnownSafeVersion }
  tx: Omit<SafeTransactionDataInput, 'nonce'>
  confirmers: readonly SafeConfirmer[]
  /** Who sends execTransaction and pays its gas (need not be an owner). */
  executor: LocalAccount
}

/** Reads the Safe's nonce. */
export async function readSafeNonce(
  client: DevClient,
  safe: { address: Address; version: KnownSafeVersion },
): Promise<bigint> {
  return client.readContract({
    address: safe.address,
    abi: safeAbisByVersion[safe.version].Safe,
    functionName: 'nonce',
  })
}

/**
 * Confirms a Safe transaction with each owner (hash from @concord/protocol), sends execTransaction and checks the
 * Safe reported ExecutionSuccess for that safeTxHash. Returns the hash, the receipt and how many transactions it sent.
 */
export async function executeSafeTx(
  client: DevClient,
  { safe, tx, confirmers, executor }: ExecuteSafeTxParameters,
): Promise<{ safeTxHash: Hash; receipt: TransactionReceipt; transactions: number }> {
  const abi = safeAbisByVersion[safe.version].Safe
  const nonce = await readSafeNonce(client, safe)
  const domain = { chainId: client.chain.id, safeAddress: safe.address, version: safe.version }
  const data = buildSafeTransactionData({ ...tx, nonce })
  const safeTxHash = hashSafeTx({ ...domain, tx: data })
  let transactions = 0
  const parts: Array<{ owner: Address; signature: Hex }> = []
  for (const { account, method = 'eip712' } of confirmers) {
    if (method === 'approved_hash') {
      const hash = await client.writeContract({
        account,
        address: safe.address,
        abi,
        functionName: 'approveHash',
        args: [safeTxHash],
      })
      await waitForSuccess(client, hash, `approveHash by ${account.address}`)
      transactions++
    }
    parts.push({ owner: account.address, signature: await confirm(account, method, safeTxHash) })
  }
  const signatures = joinSignatures(sortSignaturesByOwner(parts).map(({ signature }) => ({ signature })))
  const hash = await client.writeContract({
    account: executor,
    address: safe.address,
    abi,
    functionName: 'execTransaction',
    args: execTransactionArgs(data, signatures),
  })
  const receipt = await waitForSuccess(client, hash, `Safe transaction ${nonce} of ${safe.address}`)
  const succeeded = parseEventLogs({ abi, logs: receipt.logs, eventName: 'ExecutionSuccess' }).some(
    (log) => log.args.txHash === safeTxHash,
  )
  if (!succeeded) {
    throw new DevchainError(
      'SEED_FAILED',
      `Safe transaction ${safeTxHash} did not report ExecutionSuccess; check its call data.`,
    )
  }
  return { safeTxHash, receipt, transactions: transactions + 1 }
}

async function confirm(account: LocalAccount, method: ConfirmationMethod, safeTxHash: Hash): Promise<Hex> {
  if (method === 'approved_hash') {
    // v = 1: "owner in r approved this hash on chain"; s is unused.
    return concatHex([pad(account.address, { size: 32 }), pad('0x', { size: 32 }), '0x01'])
  }
  if (!account.sign) throw new DevchainError('SEED_FAILED', `${account.address} cannot sign raw hashes.`)
  if (method === 'eip712') return account.sign({ hash: safeTxHash })
  // eth_sign: ECDSA over the EIP-191 prefixed hash; the Safe recognises it by v + 4 (31/32).
  const signature = await account.signMessage({ message: { raw: safeTxHash } })
  const v = Number.parseInt(signature.slice(-2), 16) + 4
  return concatHex([signature.slice(0, -2) as Hex, `0x${v.toString(16)}`])
}
