import { demoErc20Abi } from '@concord/devchain'
import {
  DEFAULT_SAFE_VERSION,
  encodeSafeSetup,
  predictSafeAddress,
  safeAbisByVersion,
  versionContract,
} from '@concord/protocol'
import { waitForIndexer } from '@concord/test-kit/dev-stack'
import { type Address, createPublicClient, createWalletClient, type Hex, http, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { request as get, type Json } from './support/http.js'
import { postJson } from './support/proposals.js'
import { signIn, withAuth } from './support/sign-in.js'

let dev: DevGateway
const account = (index: number) => {
  const found = dev.chain.accounts[index]
  if (found === undefined) throw new Error(`no dev account ${index}`)
  return found
}
const version = DEFAULT_SAFE_VERSION
const factory = versionContract(version, 'SafeProxyFactory') as Address
const singleton = versionContract(version, 'SafeL2') as Address

/** A 2-of-2 setup of accounts 5 and 6 with a salt of its own, and the address it gives. */
function setup(saltNonce: string) {
  const owners = [account(5).address, account(6).address]
  const fallbackHandler = versionContract(version, 'CompatibilityFallbackHandler') as Address
  const initializer = encodeSafeSetup({ owners, threshold: 2, fallbackHandler })
  const address = predictSafeAddress({ factory, singleton, initializer, saltNonce, version })
  return { address, body: { factory, singleton, initializer, saltNonce } }
}

const register = (address: string, body: unknown, cookie?: string) =>
  get(
    dev.gateway.url,
    `/v1/chains/31337/safes/${address}/counterfactual`,
    cookie === undefined ? postJson(body) : withAuth(postJson(body), { cookie }),
  )

// No window before a Safe's creation: only a counterfactual registration reaches back (to the block it was made at).
beforeAll(async () => {
  dev = await startDevGateway({ indexer: { preCreationBlocks: 0 } })
}, 120_000)

afterAll(async () => {
  await dev?.stop()
})

/** Mints 7 DAI to `address`, then deploys `body` through its factory, each indexed before the next. */
async function fundThenDeploy(address: Address, body: ReturnType<typeof setup>['body']) {
  const client = createPublicClient({ transport: http(dev.chain.rpcUrl) })
  const wallet = (index: number) =>
    createWalletClient({ account: privateKeyToAccount(account(index).privateKey), transport: http(dev.chain.rpcUrl) })
  const dai = dev.chain.tokens.dai
  await client.waitForTransactionReceipt({
    hash: await wallet(0).writeContract({
      chain: null,
      address: dai.address,
      abi: demoErc20Abi,
      functionName: 'mint',
      args: [address, parseUnits('7', dai.decimals)],
    }),
  })
  await waitForIndexer(dev.gateway.url, '31337', dev.chain.rpcUrl)
  await client.waitForTransactionReceipt({
    hash: await wallet(9).writeContract({
      chain: null,
      address: factory,
      abi: safeAbisByVersion[version].SafeProxyFactory,
      functionName: 'createProxyWithNonce',
      args: [singleton, body.initializer, BigInt(body.saltNonce)],
    }),
  })
  await waitForIndexer(dev.gateway.url, '31337', dev.chain.rpcUrl)
}

const symbols = async (address: string) => {
  const balances = await get(dev.gateway.url, `/v1/chains/31337/safes/${address}/balances/usd`)
  return balances.body.items.map((i: Json) => i.tokenInfo.symbol)
}

describe('how far back the tokens of a new Safe are read', () => {
  it('reaches back to the counterfactual registration, whatever the window', async () => {
    const { address, body } = setup('2001')
    const cookie = await signIn(dev.gateway.url, account(5).privateKey as Hex)
    expect((await register(address, body, cookie)).status).toBe(200)
    await fundThenDeploy(address, body)
    expect(await symbols(address)).toContain(dev.chain.tokens.dai.symbol)
  })

  it('reads nothing before the creation of a Safe never registered when the window is 0 blocks', async () => {
    const { address, body } = setup('2002')
    await fundThenDeploy(address, body)
    expect(await symbols(address)).not.toContain(dev.chain.tokens.dai.symbol)
  })
})
