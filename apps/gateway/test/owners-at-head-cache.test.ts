import { type DevChain, startDevChain } from '@concord/devchain'
import { startTestGateway, type TestGateway, waitForIndexer } from '@concord/test-kit/dev-stack'
import { type Address, toFunctionSelector } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { request } from './support/http.js'
import { postJson, proposalBody, safeTxHashOf, signHash, type TestSafe } from './support/proposals.js'
import { ethCallsOf, type RpcProxy, startRpcProxy } from './support/rpc-proxy.js'

// Issue 20 point 4 at a lower cost: every write checks its signers against getOwners() at the chain's head, but a
// burst of writes at one head asks the chain once.
const GET_OWNERS = toFunctionSelector('function getOwners()')

let chain: DevChain
let rpc: RpcProxy
let gateway: TestGateway
let safe: TestSafe

beforeAll(async () => {
  chain = await startDevChain()
  rpc = await startRpcProxy(chain.rpcUrl)
  gateway = await startTestGateway(chain, { rpcUrl: rpc.url, database: 'throwaway' })
  await waitForIndexer(gateway.url, String(chain.chainId), chain.rpcUrl)
  safe = { address: chain.demo.safe.address, version: '1.4.1', chainId: chain.chainId }
})

afterAll(async () => {
  await gateway?.close()
  await rpc?.close()
  await chain?.stop()
})

const account = (index: number) => {
  const found = chain.accounts[index]
  if (!found) throw new Error(`dev account ${index} missing`)
  return found
}
const base = '/v1/chains/31337/transactions'

describe('the owner check at the chain head', () => {
  it('costs one getOwners call for a burst of proposals and confirmations at the same head', async () => {
    const before = ethCallsOf(rpc.calls, GET_OWNERS).length
    const nonce = chain.demo.safe.nonce
    const txs = [5, 6, 7, 8].map((i) => ({ to: account(i).address as Address, nonce }))
    const proposed = await Promise.all(
      txs.map(async (tx) =>
        request(gateway.url, `${base}/${safe.address}/propose`, postJson(await proposalBody(safe, tx, account(0)))),
      ),
    )
    expect(proposed.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    for (const tx of txs.slice(0, 2)) {
      const hash = safeTxHashOf(safe, tx)
      const signature = await signHash(account(1).privateKey, hash)
      const confirmed = await request(gateway.url, `${base}/${hash}/confirmations`, postJson({ signature }))
      expect(confirmed.status).toBe(200)
    }
    expect(ethCallsOf(rpc.calls, GET_OWNERS).length - before).toBe(1)
  })
})
