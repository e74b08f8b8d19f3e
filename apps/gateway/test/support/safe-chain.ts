import {
  buildSafeTransactionData,
  canonicalAddresses,
  encodeExecTransaction,
  encodeSafeSetup,
  hashSafeTx,
  type JoinableSignature,
  joinSignatures,
  predictSafeAddress,
  type SafeTransactionDataInput,
  safeAbisByVersion,
  sortSignaturesByOwner,
  splitSignatures,
} from '@concord/protocol'
import { type Address, createPublicClient, createWalletClient, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { Json } from './http.js'

/**
 * Creates a Safe (1.4.1 unless `version` says 1.3.0) with `owners` and `threshold` through the canonical factory, sent
 * by `sender`: SafeL2 unless `singleton` asks for the plain (non-L2) Safe, which emits no SafeMultiSigTransaction.
 */
export async function createSafe(
  rpcUrl: string,
  sender: Hex,
  owners: Address[],
  threshold: number,
  singleton: 'Safe' | 'SafeL2' = 'SafeL2',
  version: '1.3.0' | '1.4.1' = '1.4.1',
): Promise<Address> {
  const contracts = canonicalAddresses[version]
  const initializer = encodeSafeSetup({ owners, threshold, fallbackHandler: contracts.CompatibilityFallbackHandler })
  const saltNonce = BigInt(Date.now())
  const wallet = createWalletClient({ account: privateKeyToAccount(sender), transport: http(rpcUrl) })
  const client = createPublicClient({ transport: http(rpcUrl) })
  const hash = await wallet.writeContract({
    chain: null,
    address: contracts.SafeProxyFactory,
    abi: safeAbisByVersion[version].SafeProxyFactory,
    functionName: 'createProxyWithNonce',
    args: [contracts[singleton], initializer, saltNonce],
  })
  await client.waitForTransactionReceipt({ hash })
  const factory = contracts.SafeProxyFactory
  return predictSafeAddress({ factory, singleton: contracts[singleton], initializer, saltNonce, version })
}

/**
 * Executes a transaction the gateway holds: its txData and nonce from the details, the stored confirmations sorted by
 * owner and joined, sent by `executor`. Returns the receipt's status.
 */
export async function executeFromDetails(rpcUrl: string, executor: Hex, details: Json): Promise<string> {
  const info = details.detailedExecutionInfo
  // A stored contract signature is a standalone blob (static part + its data): split it to re-join at its place.
  const parts: (JoinableSignature & { owner: Address })[] = info.confirmations.map((c: Json) => {
    const [part] = splitSignatures(c.signature)
    if (part?.type === 'CONTRACT_SIGNATURE') {
      return { type: part.type, owner: part.owner, contractSignature: part.contractSignature }
    }
    return { owner: c.signer.value, signature: c.signature }
  })
  const signatures = joinSignatures(sortSignaturesByOwner(parts))
  const tx = buildSafeTransactionData({
    to: details.txData.to.value,
    value: details.txData.value,
    data: details.txData.hexData,
    operation: details.txData.operation,
    safeTxGas: info.safeTxGas,
    baseGas: info.baseGas,
    gasPrice: info.gasPrice,
    gasToken: info.gasToken,
    refundReceiver: info.refundReceiver.value,
    nonce: info.nonce,
  })
  const wallet = createWalletClient({ account: privateKeyToAccount(executor), transport: http(rpcUrl) })
  const client = createPublicClient({ transport: http(rpcUrl) })
  const hash = await wallet.sendTransaction({
    chain: null,
    to: details.safeAddress,
    data: encodeExecTransaction(tx, signatures),
  })
  return (await client.waitForTransactionReceipt({ hash })).status
}

/**
 * Executes `tx` on the Safe straight on chain (the gateway never sees a proposal): each signer signs the safeTxHash,
 * the parts are sorted by owner and joined, `executor` sends execTransaction. Returns the receipt's status.
 */
export async function executeOnChain(
  rpcUrl: string,
  executor: Hex,
  safe: { address: Address; version: string; chainId: number },
  tx: SafeTransactionDataInput,
  signers: readonly Hex[],
): Promise<string> {
  const data = buildSafeTransactionData(tx)
  const hash = hashSafeTx({ chainId: safe.chainId, safeAddress: safe.address, version: safe.version, tx: data })
  const parts = await Promise.all(
    signers.map(async (key) => {
      const account = privateKeyToAccount(key)
      return { owner: account.address, signature: await account.sign({ hash }) }
    }),
  )
  const wallet = createWalletClient({ account: privateKeyToAccount(executor), transport: http(rpcUrl) })
  const client = createPublicClient({ transport: http(rpcUrl) })
  const sent = await wallet.sendTransaction({
    chain: null,
    to: safe.address,
    data: encodeExecTransaction(data, joinSignatures(sortSignaturesByOwner(parts))),
  })
  return (await client.waitForTransactionReceipt({ hash: sent })).status
}
