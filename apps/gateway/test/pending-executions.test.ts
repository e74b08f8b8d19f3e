import {
  buildSafeTransactionData,
  encodeExecTransaction,
  hashSafeTx,
  joinSignatures,
  type SafeTransactionData,
} from '@concord/protocol'
import { waitForIndexer } from '@concord/test-kit/dev-stack'
import { type Address, createPublicClient, createWalletClient, type Hex, http, parseEther, parseGwei } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { useDevGatewaySafe } from './support/dev-gateway-safe.js'
import { type Json, request } from './support/http.js'
import { postJson } from './support/proposals.js'
import { createSafe } from './support/safe-chain.js'

// Issue 34 point 3: an execution sent and not mined is known to the gateway (reported by the sender's browser, checked
// on the chain), so every owner sees it as executing; a speed-up replaces it, and it goes once mined or cancelled.
const stack = useDevGatewaySafe()
const { account } = stack
let safe: Address
let client: ReturnType<typeof createPublicClient>
const rpc = (method: string, params: unknown[]) => client.request({ method: method as never, params: params as never })

beforeAll(async () => {
  client = createPublicClient({ transport: http(stack.dev.chain.rpcUrl) })
  // A 1-of-1 Safe of account 5, with ether to send.
  safe = await createSafe(stack.dev.chain.rpcUrl, account(9).privateKey as Hex, [account(5).address as Address], 1)
  const funder = createWalletClient({
    account: privateKeyToAccount(account(0).privateKey as Hex),
    transport: http(stack.dev.chain.rpcUrl),
  })
  await client.waitForTransactionReceipt({
    hash: await funder.sendTransaction({ chain: null, to: safe, value: parseEther('1') }),
  })
  await waitForIndexer(stack.dev.gateway.url, '31337', stack.dev.chain.rpcUrl)
}, 120_000)

const path = () => `/v1/chains/31337/safes/${safe}/pending-executions`
const report = (txHash: string) => request(stack.dev.gateway.url, path(), postJson({ txHash }))
const pending = async (): Promise<Json[]> => (await request(stack.dev.gateway.url, path())).body.results

/** A transfer of `wei` to account 7 at the Safe's nonce `nonce`, signed by its owner: its execTransaction calldata. */
async function signedExecution(
  nonce: bigint,
  wei: bigint,
): Promise<{ tx: SafeTransactionData; data: Hex; safeTxHash: Hex }> {
  const tx = buildSafeTransactionData({ to: account(7).address as Address, value: wei, nonce })
  const safeTxHash = hashSafeTx({ chainId: 31337, safeAddress: safe, version: '1.4.1', tx })
  const owner = privateKeyToAccount(account(5).privateKey as Hex)
  const signature = await owner.sign({ hash: safeTxHash })
  return { tx, data: encodeExecTransaction(tx, joinSignatures([{ signature }])), safeTxHash }
}

const sender = () =>
  createWalletClient({
    account: privateKeyToAccount(account(8).privateKey as Hex),
    transport: http(stack.dev.chain.rpcUrl),
  })

describe('pending executions', () => {
  it('are reported, checked on chain, seen by every reader, replaced by a speed-up and gone once mined', async () => {
    await rpc('evm_setAutomine', [false])
    try {
      const { data, safeTxHash } = await signedExecution(0n, 1n)
      const fees = { maxFeePerGas: parseGwei('20'), maxPriorityFeePerGas: parseGwei('1') }
      const first = await sender().sendTransaction({ chain: null, to: safe, data, gas: 200_000n, ...fees })
      const reported = await report(first)
      expect(reported.status).toBe(200)
      expect(reported.body).toMatchObject({
        safeTxHash,
        txHash: first,
        from: account(8).address,
        gasLimit: '200000',
        maxFeePerGas: parseGwei('20').toString(),
        maxPriorityFeePerGas: parseGwei('1').toString(),
        gasPrice: null,
      })
      expect((await pending()).map((p) => p.txHash)).toEqual([first])

      // Speed up: the same call at the same account nonce with higher fees; the gateway keeps only the new one.
      const { nonce } = await client.getTransaction({ hash: first })
      const faster = await sender().sendTransaction({
        chain: null,
        to: safe,
        data,
        gas: 200_000n,
        nonce,
        maxFeePerGas: parseGwei('40'),
        maxPriorityFeePerGas: parseGwei('3'),
      })
      expect((await report(faster)).status).toBe(200)
      const [only, ...rest] = await pending()
      expect(rest).toEqual([])
      expect(only).toMatchObject({
        txHash: faster,
        safeTxHash,
        accountNonce: nonce,
        maxFeePerGas: parseGwei('40').toString(),
      })

      await rpc('evm_mine', [])
      expect((await client.getTransactionReceipt({ hash: faster })).status).toBe('success')
      expect(await pending()).toEqual([])
      // A mined transaction is not reported again.
      const late = await report(faster)
      expect(late.status).toBe(422)
      expect(late.body.message).toMatch(/is mined already/)
    } finally {
      await rpc('evm_setAutomine', [true])
    }
  })

  it('goes when its sender cancels it (another transaction at the same account nonce)', async () => {
    await rpc('evm_setAutomine', [false])
    try {
      const nonce = await client.readContract({
        address: safe,
        abi: [{ type: 'function', name: 'nonce', inputs: [], outputs: [{ type: 'uint256' }], stateMutability: 'view' }],
        functionName: 'nonce',
      })
      const { data } = await signedExecution(nonce, 2n)
      const fees = { maxFeePerGas: parseGwei('20'), maxPriorityFeePerGas: parseGwei('1') }
      const sent = await sender().sendTransaction({ chain: null, to: safe, data, gas: 200_000n, ...fees })
      expect((await report(sent)).status).toBe(200)
      const { nonce: accountNonce } = await client.getTransaction({ hash: sent })
      await sender().sendTransaction({
        chain: null,
        to: account(8).address as Address,
        value: 0n,
        nonce: accountNonce,
        maxFeePerGas: parseGwei('40'),
        maxPriorityFeePerGas: parseGwei('3'),
      })
      await rpc('evm_mine', [])
      expect(await pending()).toEqual([])
    } finally {
      await rpc('evm_setAutomine', [true])
    }
  })

  it('refuses in words what is not a pending execution of this Safe, and changes nothing', async () => {
    const unknown = await report(`0x${'12'.repeat(32)}`)
    expect(unknown.status).toBe(422)
    expect(unknown.body).toMatchObject({
      message: expect.stringMatching(/does not know transaction 0x1212.*send it first/),
    })

    await rpc('evm_setAutomine', [false])
    try {
      const plain = await sender().sendTransaction({ chain: null, to: safe, value: 1n })
      const refused = await report(plain)
      expect(refused.status).toBe(422)
      expect(refused.body.message).toMatch(/does not call execTransaction/)
      const elsewhere = await sender().sendTransaction({ chain: null, to: account(7).address as Address, value: 1n })
      expect((await report(elsewhere)).body.message).toMatch(/is not sent to the Safe/)
      await rpc('evm_mine', [])
    } finally {
      await rpc('evm_setAutomine', [true])
    }
    expect((await report('0x1234')).status).toBe(422)
    expect(await pending()).toEqual([])
  })
})
