import { canonicalAddresses, encodeMultiSendCall, MAX_BATCH_DEPTH, type MultiSendTransaction } from '@concord/protocol'
import { waitForIndexer } from '@concord/test-kit/dev-stack'
import { type Address, encodeFunctionData, type Hex, parseAbi } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { useDevGatewaySafe } from './support/dev-gateway-safe.js'
import { type Json, request } from './support/http.js'
import { postJson, proposalBody, safeTxHashOf } from './support/proposals.js'
import { executeOnChain } from './support/safe-chain.js'

// Issue 20 point 1: a DELEGATECALL hidden in a MultiSend batch (at any depth) is refused and flagged like a direct one.
const stack = useDevGatewaySafe()
let nonce: number

const { MultiSend, MultiSendCallOnly } = canonicalAddresses['1.4.1']
const multiSendAbi = parseAbi(['function multiSend(bytes transactions)'])

beforeAll(() => {
  nonce = stack.dev.chain.demo.safe.nonce
})

const { account } = stack
const propose = (body: unknown) =>
  request(stack.dev.gateway.url, `/v1/chains/31337/transactions/${stack.safe.address}/propose`, postJson(body))
const call = (to: Address, data: Hex = '0x'): MultiSendTransaction => ({ operation: 0, to, value: 0n, data })
const delegate = (to: Address, data: Hex = '0x'): MultiSendTransaction => ({ operation: 1, to, value: 0n, data })
const batch = (to: Address, txs: MultiSendTransaction[], at: number) => ({
  to,
  data: encodeMultiSendCall(txs),
  operation: 1 as const,
  nonce: at,
})

describe('a DELEGATECALL inside a batch', () => {
  it('is refused at propose, at the first level and nested, exactly like a direct one', async () => {
    // An EOA stands for any contract outside the trusted list.
    const untrusted = account(7).address
    const shallow = batch(MultiSend, [call(account(5).address), delegate(untrusted)], nonce)
    const nested = batch(MultiSendCallOnly, [delegate(MultiSend, encodeMultiSendCall([delegate(untrusted)]))], nonce)
    for (const tx of [shallow, nested]) {
      const response = await propose(await proposalBody(stack.safe, tx, account(0)))
      expect(response.status).toBe(422)
      expect(response.body).toEqual({ code: 422, message: 'Delegate call is disabled' })
    }
  })

  it('is refused when the batch cannot be unpacked (nothing in it can be checked)', async () => {
    // The packed transactions are one stray byte: a header cut short, which hides whatever it would call.
    const data = encodeFunctionData({ abi: multiSendAbi, functionName: 'multiSend', args: ['0x01'] })
    const response = await propose(
      await proposalBody(stack.safe, { to: MultiSend, data, operation: 1, nonce }, account(0)),
    )
    expect(response.status).toBe(422)
    expect(response.body).toEqual({ code: 422, message: 'Delegate call is disabled' })
  })

  it('is refused when batches nest deeper than the web app reads them (one limit: MAX_BATCH_DEPTH)', async () => {
    // Batches in batches, MAX_BATCH_DEPTH + 1 levels in all, the innermost a plain payment: nothing untrusted, but the
    // deepest batch is not read, so it stands for whatever it would call, here as in the web app.
    let inner: MultiSendTransaction = call(account(5).address)
    for (let level = 0; level < MAX_BATCH_DEPTH; level++) inner = delegate(MultiSend, encodeMultiSendCall([inner]))
    const response = await propose(await proposalBody(stack.safe, batch(MultiSend, [inner], nonce), account(0)))
    expect(response.status).toBe(422)
    expect(response.body).toEqual({ code: 422, message: 'Delegate call is disabled' })
  })

  it('is accepted and shown trusted when every delegatecall at every depth is to a trusted target', async () => {
    const inner = encodeMultiSendCall([call(account(5).address), call(account(6).address)])
    const tx = batch(MultiSend, [call(account(5).address), delegate(MultiSendCallOnly, inner)], nonce)
    const response = await propose(await proposalBody(stack.safe, tx, account(0)))
    expect(response.status).toBe(200)
    expect(response.body.txData).toMatchObject({ trustedDelegateCallTarget: true, untrustedDelegateCalls: [] })
  })

  it('executed on chain without the gateway, is flagged in the details with its path through the batches', async () => {
    const untrusted = account(8).address
    const inner = encodeMultiSendCall([call(account(5).address), delegate(untrusted)])
    const tx = batch(MultiSend, [call(account(6).address), delegate(MultiSend, inner)], nonce)
    const keys = [account(0).privateKey, account(1).privateKey]
    expect(await executeOnChain(stack.dev.chain.rpcUrl, account(0).privateKey, stack.safe, tx, keys)).toBe('success')
    await waitForIndexer(stack.dev.gateway.url, '31337', stack.dev.chain.rpcUrl)
    const details = (
      await request(stack.dev.gateway.url, `/v1/chains/31337/transactions/${safeTxHashOf(stack.safe, tx)}`)
    ).body as Json
    expect(details.txStatus).toBe('SUCCESS')
    expect(details.txData.trustedDelegateCallTarget).toBe(false)
    expect(details.txData.untrustedDelegateCalls).toEqual([
      { path: [1, 1], to: { value: untrusted, name: null, logoUri: null } },
    ])
  })

  it('flags a direct delegatecall to an untrusted target with the empty path', async () => {
    const untrusted = account(9).address
    const tx = { to: untrusted, operation: 1 as const, nonce: nonce + 1 }
    const keys = [account(0).privateKey, account(1).privateKey]
    expect(await executeOnChain(stack.dev.chain.rpcUrl, account(0).privateKey, stack.safe, tx, keys)).toBe('success')
    await waitForIndexer(stack.dev.gateway.url, '31337', stack.dev.chain.rpcUrl)
    const details = (
      await request(stack.dev.gateway.url, `/v1/chains/31337/transactions/${safeTxHashOf(stack.safe, tx)}`)
    ).body as Json
    expect(details.txData).toMatchObject({
      trustedDelegateCallTarget: false,
      untrustedDelegateCalls: [{ path: [], to: { value: untrusted } }],
    })
  })
})
