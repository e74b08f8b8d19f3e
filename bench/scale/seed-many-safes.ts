// Seeds the scale benchmark's Safes: `count` SafeL2 1.4.1 Safes, each 1-of-1 with an owner of its own, funded by a
// transfer (an incoming transfer in its history) and with `executed` executed transactions. Everything is sent by one
// executor with automine off and mined `perBlock` transactions at a time, so seeding 1,000 Safes takes minutes, not
// hours. Only 1.4.1 here: the benchmark measures the read path, which is the same for every version.
import {
  buildSafeTransactionData,
  canonicalAddresses,
  encodeExecTransaction,
  encodeSafeSetup,
  hashSafeTx,
  predictSafeAddress,
  safeProxyFactoryAbi,
} from '@concord/protocol'
import { type Address, createPublicClient, encodeFunctionData, type Hex, http, parseEther } from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'

/** One seeded Safe and its owner. */
export type SeededSafe = { address: Address; owner: PrivateKeyAccount; nonce: number }

const contracts = canonicalAddresses['1.4.1']

/** Seeds the Safes and returns them with their next nonce; the chain's head is then after all of them. */
export async function seedManySafes(args: {
  rpcUrl: string
  chainId: number
  executorKey: Hex
  count: number
  executed: number
  perBlock: number
}): Promise<SeededSafe[]> {
  const { rpcUrl, chainId } = args
  const client = createPublicClient({ transport: http(rpcUrl, { timeout: 120_000 }) })
  const rpc = (method: string, params: unknown[]) =>
    client.request({ method: method as 'eth_chainId', params: params as never }) as Promise<unknown>
  const executor = privateKeyToAccount(args.executorKey)
  let nonce = await client.getTransactionCount({ address: executor.address })
  let inBlock = 0
  const send = async (to: Address, data: Hex, value = 0n, gas = 400_000n) => {
    const raw = await executor.signTransaction({
      chainId,
      nonce: nonce++,
      to,
      data,
      value,
      gas,
      gasPrice: 2_000_000_000n,
    })
    await rpc('eth_sendRawTransaction', [raw])
    if (++inBlock === args.perBlock) {
      inBlock = 0
      await rpc('evm_mine', [])
    }
  }
  await rpc('evm_setAutomine', [false])
  const safes: SeededSafe[] = []
  for (let i = 0; i < args.count; i++) {
    const owner = privateKeyToAccount(generatePrivateKey())
    const initializer = encodeSafeSetup({
      owners: [owner.address],
      threshold: 1,
      fallbackHandler: contracts.CompatibilityFallbackHandler,
    })
    const saltNonce = BigInt(i)
    const address = predictSafeAddress({
      factory: contracts.SafeProxyFactory,
      singleton: contracts.SafeL2,
      initializer,
      saltNonce,
      version: '1.4.1',
    })
    const create = encodeFunctionData({
      abi: safeProxyFactoryAbi,
      functionName: 'createProxyWithNonce',
      args: [contracts.SafeL2, initializer, saltNonce],
    })
    await send(contracts.SafeProxyFactory, create)
    await send(address, '0x', parseEther('1'), 100_000n)
    safes.push({ address, owner, nonce: 0 })
  }
  // Executions after every creation is mined: a Safe must exist before its first execTransaction is sent.
  await rpc('evm_mine', [])
  inBlock = 0
  for (let round = 0; round < args.executed; round++) {
    for (const safe of safes) {
      const tx = buildSafeTransactionData({ to: executor.address, value: 1000n, nonce: safe.nonce })
      const hash = hashSafeTx({ chainId, safeAddress: safe.address, version: '1.4.1', tx })
      await send(safe.address, encodeExecTransaction(tx, await safe.owner.sign({ hash })), 0n, 150_000n)
      safe.nonce++
    }
  }
  await rpc('evm_mine', [])
  await rpc('evm_setAutomine', [true])
  return safes
}
