import { getSafeMessageTypedData } from '@concord/protocol'
import { maxUint256 } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { useDevGatewaySafe } from './support/dev-gateway-safe.js'
import { type Json, request } from './support/http.js'
import { postJson, proposalBody } from './support/proposals.js'

// Issue 20 point 8: a number out of range in a write body is a 422 {code, message}, never a 5xx.

const stack = useDevGatewaySafe()
const { account } = stack
const TOO_BIG = (maxUint256 + 1n).toString()
// JSON numbers past 2^53 have already lost digits when parsed; 1e300 is an "integer" that BigInt cannot read.
const RAW_NUMBERS = ['1e300', '9007199254740993', '-1', '1.5']

/** POSTs raw JSON text (so numbers arrive exactly as written) and checks the answer is a 422 naming the problem. */
async function expect422(path: string, json: string, message: RegExp): Promise<void> {
  const response = await request(stack.dev.gateway.url, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: json,
  })
  expect.soft({ path, json: json.slice(0, 200), status: response.status }).toEqual({
    path,
    json: json.slice(0, 200),
    status: 422,
  })
  expect.soft(response.body).toEqual({ code: 422, message: expect.stringMatching(message) })
}

const withRaw = (body: Record<string, unknown>, field: string, raw: string) =>
  JSON.stringify({ ...body, [field]: '@@' }).replace('"@@"', raw)

describe('out-of-range numbers in write bodies', () => {
  it('estimations: a value above 2^256−1, or a JSON number that is not an exact uint, is a 422', async () => {
    const path = `/v2/chains/31337/safes/${stack.safe.address}/multisig-transactions/estimations`
    const body = { to: account(7).address, value: '0', data: null, operation: 0 }
    await expect422(path, JSON.stringify({ ...body, value: TOO_BIG }), /^Invalid number: .*2\^256/)
    for (const raw of RAW_NUMBERS) await expect422(path, withRaw(body, 'value', raw), /^Invalid number/)
    const ok = await request(stack.dev.gateway.url, path, postJson({ ...body, value: 1 }))
    expect(ok.status).toBe(200)
  })

  it('proposals: every uint field above 2^256−1 or given as an inexact JSON number is a 422', async () => {
    const path = `/v1/chains/31337/transactions/${stack.safe.address}/propose`
    const body = await proposalBody(
      stack.safe,
      { to: account(7).address, nonce: stack.dev.chain.demo.safe.nonce },
      account(0),
    )
    for (const field of ['value', 'nonce', 'safeTxGas', 'baseGas', 'gasPrice']) {
      await expect422(path, JSON.stringify({ ...body, [field]: TOO_BIG }), /^Invalid number/)
      for (const raw of RAW_NUMBERS) await expect422(path, withRaw(body, field, raw), /^Invalid number/)
    }
  })

  it('messages: a safeAppId past a 32-bit id and typed data with out-of-range uints are 422s', async () => {
    const path = `/v1/chains/31337/safes/${stack.safe.address}/messages`
    const message = 'out of range'
    const typed = getSafeMessageTypedData({
      chainId: stack.safe.chainId,
      safeAddress: stack.safe.address,
      version: '1.4.1',
      message,
    })
    const signature = await privateKeyToAccount(account(0).privateKey).signTypedData(typed)
    for (const raw of ['2147483648', '1e300']) {
      await expect422(path, withRaw({ message, signature }, 'safeAppId', raw), /safeAppId/)
    }
    const mail = (domain: Json, value: Json) => ({
      domain,
      types: { Mail: [{ name: 'amount', type: 'uint256' }] },
      primaryType: 'Mail',
      message: { amount: value },
    })
    const domain = { name: 'Test', chainId: 31337 }
    for (const content of [mail({ ...domain, chainId: TOO_BIG }, '1'), mail(domain, TOO_BIG)]) {
      await expect422(path, JSON.stringify({ message: content, signature }), /^(Invalid|Could not calculate)/)
    }
  })
})
