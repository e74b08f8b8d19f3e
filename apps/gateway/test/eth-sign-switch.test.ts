import { hashSafeMessage } from '@concord/protocol'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { type DevGatewaySafe, useDevGatewaySafe } from './support/dev-gateway-safe.js'
import { request } from './support/http.js'
import { postJson, proposalBody, safeTxHashOf, type TestSafe } from './support/proposals.js'

// Issue 20 point 11: eth_sign (v 31/32) is off by default for new writes through the wallet's API;
// confirmations.test.ts turns it on. Issue 28 point 7: the Transaction Service face accepts it by default, as Safe's
// does (api-kit's signHash flow, txs-api-kit.test.ts), and `acceptEthSign: false` refuses it there too.

const stack = useDevGatewaySafe()
const { account } = stack
/** An eth_sign signature: the hash signed as an EIP-191 message, v + 4. */
async function ethSign(key: Hex, hash: Hex): Promise<Hex> {
  const signature = await privateKeyToAccount(key).signMessage({ message: { raw: hash } })
  return `${signature.slice(0, -2)}${(Number.parseInt(signature.slice(-2), 16) + 4).toString(16)}` as Hex
}
const DISABLED = /^Invalid signature: eth_sign signatures \(v 31\/32\) are disabled on chain 31337; sign the EIP-712/

/** The Transaction Service's propose body for `tx`, signed with eth_sign by `signer` (also its sender). */
async function txsEthSignProposal(safe: TestSafe, tx: { to: Hex; value: bigint; nonce: number }, signer: DevAccount) {
  const hash = safeTxHashOf(safe, tx)
  const { safeTxHash: _renamed, ...body } = await proposalBody(safe, tx, signer, {
    signature: await ethSign(signer.privateKey, hash),
  })
  return { ...body, contractTransactionHash: hash }
}

/** A message for the Safe, signed with eth_sign by `signer`, as the Transaction Service's add-message body. */
function txsEthSignMessage(safe: TestSafe, message: string, signer: DevAccount) {
  const hash = hashSafeMessage({ chainId: safe.chainId, safeAddress: safe.address, version: '1.4.1', message })
  return ethSign(signer.privateKey, hash).then((signature) => ({ message, signature }))
}
type DevAccount = ReturnType<DevGatewaySafe['account']>

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

describe('eth_sign on the Transaction Service API', () => {
  it("is accepted with the default config, in a proposal and a message, as Safe's Transaction Service does", async () => {
    const tx = { to: account(7).address, value: 2n, nonce: stack.dev.chain.demo.safe.nonce + 3 }
    const txs = `/txs/31337/api`
    const proposed = await request(
      stack.dev.gateway.url,
      `${txs}/v2/safes/${stack.safe.address}/multisig-transactions/`,
      postJson(await txsEthSignProposal(stack.safe, tx, account(0))),
    )
    expect(proposed.status).toBe(201)
    const stored = await request(
      stack.dev.gateway.url,
      `${txs}/v2/multisig-transactions/${safeTxHashOf(stack.safe, tx)}/`,
    )
    expect(stored.body.confirmations).toEqual([expect.objectContaining({ signatureType: 'ETH_SIGN' })])

    const message = await txsEthSignMessage(stack.safe, 'eth_sign through api-kit', account(0))
    const added = await request(
      stack.dev.gateway.url,
      `${txs}/v1/safes/${stack.safe.address}/messages/`,
      postJson(message),
    )
    expect(added.status).toBe(201)
  })

  describe('with acceptEthSign: false', () => {
    let refusing: DevGateway
    beforeAll(async () => {
      refusing = await startDevGateway({ signatures: { acceptEthSign: false } })
    })
    afterAll(async () => {
      await refusing?.stop()
    })

    it('is refused there too, in the Transaction Service shape, with what to use instead', async () => {
      const safe = { ...stack.safe, address: refusing.chain.demo.safe.address }
      const signer = refusing.chain.accounts[0] as DevAccount
      const tx = { to: account(7).address, value: 2n, nonce: refusing.chain.demo.safe.nonce }
      const txs = `/txs/31337/api`
      const proposed = await request(
        refusing.gateway.url,
        `${txs}/v2/safes/${safe.address}/multisig-transactions/`,
        postJson(await txsEthSignProposal(safe, tx, signer)),
      )
      expect(proposed.status).toBe(400)
      expect(proposed.body).toEqual({ nonFieldErrors: [expect.stringMatching(DISABLED)] })
      const message = await txsEthSignMessage(safe, 'eth_sign refused', signer)
      const added = await request(refusing.gateway.url, `${txs}/v1/safes/${safe.address}/messages/`, postJson(message))
      expect(added.status).toBe(400)
      expect(added.body).toEqual({ nonFieldErrors: [expect.stringMatching(DISABLED)] })
    })
  })
})
