import { type DevChain, demoSafeHistory } from '@concord/devchain'
import { createGatewayClient, type GatewayClient, GatewayError } from '@concord/gateway-client'
import {
  buildSafeTransactionData,
  getSafeMessageTypedData,
  getSafeTxTypedData,
  hashSafeMessage,
} from '@concord/protocol'
import { type DevStack, startDevStack, waitForSafeNonce } from '@concord/test-kit/dev-stack'
import { type Address, hashTypedData, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The client's write calls against the real gateway on the seeded dev chain: owners sign with viem, everything else
// goes through @concord/gateway-client.

let stack: DevStack
let chain: DevChain
let client: GatewayClient
let chainId: string
let safe: Address

beforeAll(async () => {
  stack = await startDevStack()
  chain = stack.chain
  chainId = String(chain.chainId)
  safe = chain.demo.safe.address
  client = createGatewayClient({ baseUrl: stack.gateway.url })
  await waitForSafeNonce(stack.gateway.url, chainId, safe, Number(demoSafeHistory.finalNonce))
})

afterAll(async () => {
  await stack?.stop()
})

const owner = (index: number) => {
  const found = chain.accounts[index]
  if (!found) throw new Error(`dev account ${index} missing`)
  return privateKeyToAccount(found.privateKey)
}
const safeDomain = () => ({ chainId: chain.chainId, safeAddress: safe, version: '1.4.1' })

/**
 * Node's fetch has no cookie jar: this wrapper plays the browser's part for requests sent with credentials
 * 'include' (keeps the last Set-Cookie, drops it on Max-Age=0, sends it back), and records what it saw.
 */
function cookieJarFetch() {
  const jar = { cookie: null as string | null, sent: [] as (string | null)[] }
  const wrapped: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers)
    const withCredentials = init?.credentials === 'include'
    if (withCredentials && jar.cookie !== null) headers.set('cookie', jar.cookie)
    jar.sent.push(withCredentials ? jar.cookie : null)
    const response = await fetch(input, { ...init, headers })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      jar.cookie = /max-age=0/i.test(line) ? null : (pair ?? null)
    }
    return response
  }
  return { jar, fetch: wrapped }
}

describe('writes through the client', () => {
  it('proposes a transaction (owner 0), confirms it (owner 1): 2 confirmations, AWAITING_EXECUTION, in the queue', async () => {
    const nonces = await client.getNonces(chainId, safe)
    const tx = buildSafeTransactionData({
      to: owner(6).address,
      value: parseEther('0.1'),
      nonce: nonces.recommendedNonce,
    })
    const estimation = await client.postSafeGasEstimation(chainId, safe, {
      to: tx.to,
      value: tx.value.toString(),
      data: null,
      operation: 0,
    })
    expect(BigInt(estimation.safeTxGas)).toBeGreaterThan(0n)
    expect(estimation.recommendedNonce).toBe(nonces.recommendedNonce)

    const typedData = getSafeTxTypedData({ ...safeDomain(), tx })
    const safeTxHash = hashTypedData(typedData)
    const proposed = await client.proposeTransaction(chainId, safe, {
      to: tx.to,
      value: tx.value.toString(),
      data: null,
      nonce: tx.nonce.toString(),
      operation: 0,
      safeTxGas: '0',
      baseGas: '0',
      gasPrice: '0',
      gasToken: tx.gasToken,
      refundReceiver: null,
      safeTxHash,
      sender: owner(0).address,
      signature: await owner(0).signTypedData(typedData),
      origin: null,
    })
    expect(proposed.txId).toContain(safeTxHash)
    expect(proposed.txStatus).toBe('AWAITING_CONFIRMATIONS')

    await client.confirmTransaction(chainId, safeTxHash, { signature: await owner(1).signTypedData(typedData) })
    const details = await client.getTransactionDetails(chainId, proposed.txId)
    expect(details.txStatus).toBe('AWAITING_EXECUTION')
    const execution = details.detailedExecutionInfo
    if (execution?.type !== 'MULTISIG') throw new Error(`expected multisig details, got ${execution?.type}`)
    expect(execution.confirmations.map((c) => c.signer.value).sort()).toEqual(
      [owner(0).address, owner(1).address].sort(),
    )

    const queue = await client.getTransactionQueue(chainId, safe)
    const queued = queue.results.flatMap((item) => (item.type === 'TRANSACTION' ? [item.transaction.id] : []))
    expect(queued).toContain(proposed.txId)
  })

  it('proposes a message (owner 0), confirms it (owner 1): CONFIRMED with a preparedSignature', async () => {
    const message = 'Signed through @concord/gateway-client'
    const typedData = getSafeMessageTypedData({ ...safeDomain(), message })
    const messageHash = hashSafeMessage({ ...safeDomain(), message })
    await client.proposeSafeMessage(chainId, safe, { message, signature: await owner(0).signTypedData(typedData) })
    expect((await client.getSafeMessage(chainId, messageHash)).status).toBe('NEEDS_CONFIRMATION')
    await client.confirmSafeMessage(chainId, messageHash, { signature: await owner(1).signTypedData(typedData) })
    const confirmed = await client.getSafeMessage(chainId, messageHash)
    expect(confirmed).toMatchObject({ messageHash, status: 'CONFIRMED', confirmationsSubmitted: 2, message })
    expect(confirmed.preparedSignature).toMatch(/^0x[0-9a-f]{260}$/)
  })

  it('signs in with Ethereum, reads the session with the cookie, and logs out', async () => {
    const { jar, fetch } = cookieJarFetch()
    const authed = createGatewayClient({ baseUrl: stack.gateway.url, fetch, credentials: 'include' })
    const account = owner(2)
    const { nonce } = await authed.getAuthNonce()
    const text = createSiweMessage({
      domain: new URL(stack.gateway.url).host,
      uri: `${stack.gateway.url}/`,
      chainId: chain.chainId,
      version: '1',
      address: account.address,
      nonce,
    })
    await authed.verifyAuth({ message: text, signature: await account.signMessage({ message: text }) })
    // What is asserted: the gateway set a session cookie and /me answers for it when the cookie is sent back.
    expect(jar.cookie).toMatch(/^concord_session=[0-9a-f]{64}$/)
    const session = await authed.getAuthSession()
    expect(jar.sent.at(-1)).toBe(jar.cookie)
    expect(session.address).toBe(account.address)

    const sessionCookie = jar.cookie as string
    await authed.logout()
    expect(jar.cookie).toBeNull()
    // The old cookie, sent on purpose, no longer opens a session: logout ended it on the gateway, not only in the jar.
    const replay = createGatewayClient({ baseUrl: stack.gateway.url, headers: { cookie: sessionCookie } })
    const signedOut = await replay.getAuthSession().catch((error: unknown) => error)
    expect(signedOut).toBeInstanceOf(GatewayError)
    expect((signedOut as GatewayError).status).toBe(401)
  })
})
