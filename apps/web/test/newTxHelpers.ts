import type { DevChain } from '@concord/devchain'
import {
  buildSafeTransactionData,
  encodeMultiSendCall,
  execTransactionArgs,
  getSafeTxTypedData,
  type SafeTransactionData,
  type SafeVersion,
  safeAbi,
  sortSignaturesByOwner,
  versionContract,
} from '@concord/protocol'
import { type Address, concatHex, createPublicClient, createWalletClient, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { DraftCall } from '../src/tx-draft/txDraft'

/** A Safe on the dev chain. */
export type DevSafe = { address: Address; version: SafeVersion }

/** A public client on the dev chain. */
export const publicClientOf = (chain: DevChain) => createPublicClient({ transport: http(chain.rpcUrl) })

/** What the review screen does with a draft's calls: one call as is, several packed into MultiSendCallOnly. */
export function packCalls(calls: readonly DraftCall[], version: SafeVersion): DraftCall {
  const [only] = calls
  if (calls.length === 1 && only) return only
  const data = encodeMultiSendCall(
    calls.map((c) => ({ operation: c.operation, to: c.to as Address, value: BigInt(c.value), data: c.data as Hex })),
  )
  const callOnly = versionContract(version, 'MultiSendCallOnly')
  if (callOnly === undefined) throw new Error(`packCalls: Safe ${version} has no MultiSendCallOnly`)
  return { to: callOnly, value: '0', data, operation: 1 }
}

/** The SafeTx of a call at `nonce`, with the EIP-712 signatures of the owners whose keys are given. */
export async function signSafeTx(chain: DevChain, safe: DevSafe, call: DraftCall, nonce: bigint, ownerKeys: Hex[]) {
  const tx = buildSafeTransactionData({ ...call, nonce })
  const domain = { chainId: chain.chainId, safeAddress: safe.address, version: safe.version }
  const signatures = await Promise.all(
    ownerKeys.map(async (key) => {
      const account = privateKeyToAccount(key)
      return { owner: account.address, signature: await account.signTypedData(getSafeTxTypedData({ ...domain, tx })) }
    }),
  )
  return { tx, signatures }
}

/** Executes a signed SafeTx from `executorKey` (any account) and waits for it to be mined; throws when it reverts. */
export async function execSafeTx(
  chain: DevChain,
  safe: DevSafe,
  signed: { tx: SafeTransactionData; signatures: { owner: Address; signature: Hex }[] },
  executorKey: Hex,
) {
  const wallet = createWalletClient({ account: privateKeyToAccount(executorKey), transport: http(chain.rpcUrl) })
  const { tx } = signed
  const hash = await wallet.writeContract({
    chain: null,
    address: safe.address,
    abi: safeAbi,
    functionName: 'execTransaction',
    args: execTransactionArgs(tx, concatHex(sortSignaturesByOwner(signed.signatures).map((s) => s.signature))),
  })
  const receipt = await publicClientOf(chain).waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`execTransaction reverted: ${hash}`)
  return receipt
}

/** The Safe's nonce on chain. */
export const safeNonce = (chain: DevChain, safe: DevSafe) =>
  publicClientOf(chain).readContract({ address: safe.address, abi: safeAbi, functionName: 'nonce' })
