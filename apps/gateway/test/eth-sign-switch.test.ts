import { hashSafeMessage } from '@concord/protocol'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { useDevGatewaySafe } from './support/dev-gateway-safe.js'
import { request } from './support/http.js'
import { postJson, proposalBody, safeTxHashOf } from './support/proposals.js'

// Issue 20 point 11: eth_sign (v 31/32) is off by default for new writes; confirmations.test.ts turns it on.

const stack = useDevGatewaySafe()
const { account } = stack
/** An eth_sign signature: the hash signed as an EIP-191 message, v + 4. */
async function ethSign(key: Hex, hash: Hex): Promise<Hex> {
  const signature = await privateKeyToAccount(key).signMessage({ message: { raw: hash } })
  return `${signature.slice(0, -2)}${(Number.parseInt(signature.slice(-2), 16) + 4).toString(16)}` as Hex
}
const DISABLED = /^Invalid signature: eth_sign signatures \(v 31\/32\) are disabled on chain 31337; sign the EIP-712/

describe('eth_sign with the default config', () => {
  it('is refused in a proposal, a confirmation and a message, with what to use instead', async () => {
    const tx = { to: account(6).address, value: 1n, nonce: stack.dev.chain.demo.safe.nonce }
    const hash = safeTxHashOf(stack.safe, tx)
    const base = '/v1/chains/31337/transactions'
    const signature = await ethSign(account(0).privateKey, hash)
    const proposed = await request(
      stack.dev.gateway.url,
      `${base}/${stack.safe.address}/propose`,
      postJson(await proposalBody(stack.safe, tx, account(0), { signature })),
    )
    expect(proposed.status).toBe(422)
    expect(proposed.body.message).toMatch(DISABLED)

    const body = await proposalBody(stack.safe, tx, account(0))
    expect((await request(stack.dev.gateway.url, `${base}/${stack.safe.address}/propose`, postJson(body))).status).toBe(
      200,
    )
    const confirmed = await request(
      stack.dev.gateway.url,
      `${base}/${hash}/confirmations`,
      postJson({ signature: await ethSign(account(1).privateKey, hash) }),
    )
    expect(confirmed.status).toBe(422)
    expect(confirmed.body).toEqual({ code: 422, message: expect.stringMatching(DISABLED) })

    const message = 'eth_sign is off'
    const messageHash = hashSafeMessage({
      chainId: stack.safe.chainId,
      safeAddress: stack.safe.address,
      version: '1.4.1',
      message,
    })
    const signed = await request(
      stack.dev.gateway.url,
      `/v1/chains/31337/safes/${stack.safe.address}/messages`,
      postJson({ message, signature: await ethSign(account(0).privateKey, messageHash) }),
    )
    expect(signed.status).toBe(422)
    expect(signed.body.message).toMatch(DISABLED)
  })
})
