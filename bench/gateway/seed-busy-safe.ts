// Seeds the load benchmark's Safe: a 1-of-1 SafeL2 1.4.1 with many executed transactions packed into dense blocks,
// then a long run of empty blocks (sparse), so one backfill from block 0 measures both kinds of range.
import {
  buildSafeTransactionData,
  canonicalAddresses,
  encodeExecTransaction,
  encodeSafeSetup,
  hashSafeTx,
  predictSafeAddress,
  safeL2Abi,
  safeProxyFactoryAbi,
} from '@concord/protocol'
import { type Address, createPublicClient, encodeFunctionData, type Hex, http, numberToHex, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

/** What the seeded chain holds for the benchmark. */
export type BusySafe = {
  safe: Address
  owner: Address
  ownerKey: Hex
  denseFrom: number
  denseTo: number
  head: number
}

const contracts = canonicalAddresses['1.4.1']

/**
 * Creates the Safe, executes `executed` transactions `perBlock` to a block, then mines `sparse` empty blocks. The
 * Safe is 1-of-1 by default; `owners` adds random owners and `threshold` owners sign each transaction.
 */
export async function seedBusySafe(args: {
  rpcUrl: string
  chainId: number
  ownerKey: Hex
  executorKey: Hex
  executed: number
  perBlock: number
  sparse: number
  owners?: number
  threshold?: number
}): Promise<BusySafe> {
  const { rpcUrl, chainId } = args
  const client = createPublicClient({ transport: http(rpcUrl, { timeout: 60_000 }) })
  const rpc = (method: string, params: unknown[]) =>
    client.request({ method: method as 'eth_chainId', params: params as never }) as Promise<unknown>
  const owner = privateKeyToAccount(args.ownerKey)
  const executor = privateKeyToAccount(args.executorKey)
  const extraOwners = Array.from({ length: Math.max(0, (args.owners ?? 1) - 1) }, () =>
    privateKeyToAccount(generatePrivateKey()),
  )
  const threshold = args.threshold ?? 1
  // checkNSignatures wants the signatures ordered by owner address.
  const signers = [owner, ...extraOwners]
    .sort((a, b) => (BigInt(a.address) < BigInt(b.address) ? -1 : 1))
    .slice(0, threshold)
  const initializer = encodeSafeSetup({
    owners: [owner.address, ...extraOwners.map((o) => o.address)],
    threshold,
    fallbackHandler: contracts.CompatibilityFallbackHandler,
  })
  const saltNonce = BigInt(Date.now())
  const safe = predictSafeAddress({
    factory: contracts.SafeProxyFactory,
    singleton: contracts.SafeL2,
    initializer,
    saltNonce,
    version: '1.4.1',
  })
  let nonce = await client.getTransactionCount({ address: executor.address })
  const gasPrice = 2_000_000_000n
  const send = async (to: Address, data: Hex, value = 0n, gas = 400_000n) => {
    const raw = await executor.signTransaction({ chainId, nonce: nonce++, to, data, value, gas, gasPrice })
    return rpc('eth_sendRawTransaction', [raw]) as Promise<Hex>
  }
  const create = await send(
    contracts.SafeProxyFactory,
    encodeFunctionData({
      abi: safeProxyFactoryAbi,
      functionName: 'createProxyWithNonce',
      args: [contracts.SafeL2, initializer, saltNonce],
    }),
  )
  await client.waitForTransactionReceipt({ hash: create })
  await client.waitForTransactionReceipt({ hash: await send(safe, '0x', parseEther('10'), 100_000n) })

  // Dense blocks: automine off, `perBlock` executions in the mempool, one evm_mine each.
  await rpc('evm_setAutomine', [false])
  const denseFrom = Number(await client.getBlockNumber()) + 1
  const recipient = executor.address
  for (let i = 0; i < args.executed; i++) {
    const tx = buildSafeTransactionData({ to: recipient, value: 1n, nonce: i })
    const hash = hashSafeTx({ chainId, safeAddress: safe, version: '1.4.1', tx })
    const parts = await Promise.all(signers.map((signer) => signer.sign({ hash })))
    const signature = `0x${parts.map((part) => part.slice(2)).join('')}` as Hex
    await send(safe, encodeExecTransaction(tx, signature), 0n, 150_000n)
    if ((i + 1) % args.perBlock === 0 || i === args.executed - 1) await rpc('evm_mine', [])
  }
  await rpc('evm_setAutomine', [true])
  const denseTo = Number(await client.getBlockNumber())
  const onChainNonce = await client.readContract({ address: safe, abi: safeL2Abi, functionName: 'nonce' })
  if (Number(onChainNonce) !== args.executed) throw new Error(`seeding executed ${onChainNonce} of ${args.executed}`)
  // Sparse blocks: empty, mined in one call.
  if (args.sparse > 0) await rpc('anvil_mine', [numberToHex(args.sparse)])
  const head = Number(await client.getBlockNumber())
  return { safe, owner: owner.address, ownerKey: args.ownerKey, denseFrom, denseTo, head }
}
