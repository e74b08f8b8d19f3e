import { demoErc20Abi } from '@concord/devchain'
import {
  DEFAULT_SAFE_VERSION,
  encodeMultiSendCall,
  encodeSafeSetup,
  KNOWN_SAFE_VERSIONS,
  predictSafeAddress,
  safeAbisByVersion,
  versionContract,
} from '@concord/protocol'
import { waitForIndexer } from '@concord/test-kit/dev-stack'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  parseEther,
  parseUnits,
  zeroAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { request as get, type Json } from './support/http.js'
import { postJson, proposalBody, safeTxHashOf, signHash } from './support/proposals.js'
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

beforeAll(async () => {
  dev = await startDevGateway()
}, 120_000)

afterAll(async () => {
  await dev?.stop()
})

describe('a Safe before it is deployed', () => {
  it('is registered by an owner who signed in, then served from its setup as not deployed', async () => {
    const { address, body } = setup('1001')
    expect((await register(address, body)).status).toBe(401)
    const cookie = await signIn(dev.gateway.url, account(5).privateKey as Hex)
    const registered = await register(address, body, cookie)
    expect(registered.status).toBe(200)
    expect(registered.body).toMatchObject({ deployed: false, nonce: 0, threshold: 2, version })
    const info = await get(dev.gateway.url, `/v1/chains/31337/safes/${address}`)
    expect(info.status).toBe(200)
    expect(info.body).toMatchObject({ deployed: false, nonce: 0, threshold: 2, version })
    expect(info.body.owners.map((o: { value: string }) => o.value)).toEqual([account(5).address, account(6).address])
    const owned = await get(dev.gateway.url, `/v1/chains/31337/owners/${account(6).address}/safes`)
    expect(owned.body.safes).toContain(address)
    const stored = await get(dev.gateway.url, `/v1/chains/31337/safes/${address}/counterfactual`)
    expect(stored.body).toEqual(body)
    const none = await get(dev.gateway.url, `/v1/chains/31337/safes/${account(8).address}/counterfactual`)
    expect(none.status).toBe(404)
    expect(none.body.message).toMatch(/^No setup stored for Safe 0x[0-9a-fA-F]{40} on chain 31337/)
  })

  it('refuses a setup that does not give the address, and a registrant who is not an owner, in words', async () => {
    const { address, body } = setup('1002')
    const other = setup('1003')
    const cookie = await signIn(dev.gateway.url, account(5).privateKey as Hex)
    const wrong = await register(other.address, body, cookie)
    expect(wrong.status).toBe(422)
    expect(wrong.body.message).toBe(
      `Invalid setup: this factory, singleton, setup and salt create ${address}, not ${other.address}`,
    )
    const stranger = await signIn(dev.gateway.url, account(7).privateKey as Hex)
    const refused = await register(address, body, stranger)
    expect(refused.status).toBe(422)
    expect(refused.body.message).toMatch(/^Not an owner: you are signed in as 0x[0-9a-fA-F]{40}, who is not an owner/)
    const unknown = await register(address, { ...body, factory: account(8).address }, cookie)
    expect(unknown.body.message).toMatch(/^Unknown factory/)
    expect((await get(dev.gateway.url, `/v1/chains/31337/safes/${address}`)).status).toBe(404)
  })

  it('can receive funds at its address, and is served as deployed once its factory creates it', async () => {
    const { address, body } = setup('1004')
    const cookie = await signIn(dev.gateway.url, account(6).privateKey as Hex)
    expect((await register(address, body, cookie)).status).toBe(200)
    const client = createPublicClient({ transport: http(dev.chain.rpcUrl) })
    const funder = createWalletClient({
      account: privateKeyToAccount(account(0).privateKey),
      transport: http(dev.chain.rpcUrl),
    })
    await client.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ chain: null, to: address, value: parseEther('0.5') }),
    })
    const deployer = createWalletClient({
      account: privateKeyToAccount(account(9).privateKey),
      transport: http(dev.chain.rpcUrl),
    })
    const hash = await deployer.writeContract({
      chain: null,
      address: factory,
      abi: safeAbisByVersion[version].SafeProxyFactory,
      functionName: 'createProxyWithNonce',
      args: [singleton, body.initializer, BigInt(body.saltNonce)],
    })
    await client.waitForTransactionReceipt({ hash })
    expect(await client.getBalance({ address })).toBe(parseEther('0.5'))
    await waitForIndexer(dev.gateway.url, '31337', dev.chain.rpcUrl)
    const info = await get(dev.gateway.url, `/v1/chains/31337/safes/${address}`)
    expect(info.body).toMatchObject({ deployed: true, nonce: 0, threshold: 2 })
    const owned = await get(dev.gateway.url, `/v1/chains/31337/owners/${account(6).address}/safes`)
    expect(owned.body.safes.filter((safe: string) => safe === address)).toHaveLength(1)
  })
})

/** Sends 0.5 ETH and mints 7 DAI to `address` from dev account 0, waiting for both. */
async function fund(address: Address) {
  const client = createPublicClient({ transport: http(dev.chain.rpcUrl) })
  const funder = createWalletClient({
    account: privateKeyToAccount(account(0).privateKey),
    transport: http(dev.chain.rpcUrl),
  })
  await client.waitForTransactionReceipt({
    hash: await funder.sendTransaction({ chain: null, to: address, value: parseEther('0.5') }),
  })
  const dai = dev.chain.tokens.dai
  const mint = { chain: null, address: dai.address, abi: demoErc20Abi, functionName: 'mint' } as const
  await client.waitForTransactionReceipt({
    hash: await funder.writeContract({ ...mint, args: [address, parseUnits('7', dai.decimals)] }),
  })
}

/** Deploys the registered Safe through its factory from dev account 9. */
async function deploy(body: ReturnType<typeof setup>['body']) {
  const client = createPublicClient({ transport: http(dev.chain.rpcUrl) })
  const deployer = createWalletClient({
    account: privateKeyToAccount(account(9).privateKey),
    transport: http(dev.chain.rpcUrl),
  })
  const hash = await deployer.writeContract({
    chain: null,
    address: factory,
    abi: safeAbisByVersion[version].SafeProxyFactory,
    functionName: 'createProxyWithNonce',
    args: [singleton, body.initializer, BigInt(body.saltNonce)],
  })
  await client.waitForTransactionReceipt({ hash })
  await waitForIndexer(dev.gateway.url, '31337', dev.chain.rpcUrl)
}

describe('an undeployed Safe in use', () => {
  it('shows its balances, takes a proposal at nonce 0 and its confirmation, and keeps it queued once deployed', async () => {
    const { address, body } = setup('1005')
    const cookie = await signIn(dev.gateway.url, account(5).privateKey as Hex)
    expect((await register(address, body, cookie)).status).toBe(200)
    await fund(address)

    const balances = await get(dev.gateway.url, `/v1/chains/31337/safes/${address}/balances/usd`)
    expect(balances.status).toBe(200)
    const amounts = Object.fromEntries(balances.body.items.map((i: Json) => [i.tokenInfo.symbol, i.balance]))
    const dai = dev.chain.tokens.dai
    expect(amounts).toMatchObject({
      ETH: parseEther('0.5').toString(),
      [dai.symbol]: parseUnits('7', dai.decimals).toString(),
    })

    const safe = { address, version, chainId: dev.chain.chainId }
    const tx = { to: account(7).address, value: parseEther('0.1'), nonce: 0 }
    // No contract to simulate on yet: safeTxGas 0 (the execution may use all the gas it is sent with).
    const estimation = await get(
      dev.gateway.url,
      `/v2/chains/31337/safes/${address}/multisig-transactions/estimations`,
      postJson({ to: tx.to, value: tx.value.toString(), data: null, operation: 0 }),
    )
    expect(estimation.body).toEqual({ currentNonce: 0, recommendedNonce: 0, safeTxGas: '0' })
    const proposed = await get(
      dev.gateway.url,
      `/v1/chains/31337/transactions/${address}/propose`,
      postJson(await proposalBody(safe, tx, account(5))),
    )
    expect(proposed.status).toBe(200)
    const hash = safeTxHashOf(safe, tx)
    expect(proposed.body).toMatchObject({
      txStatus: 'AWAITING_CONFIRMATIONS',
      detailedExecutionInfo: { nonce: 0, safeTxHash: hash, confirmationsRequired: 2 },
    })
    const confirmed = await get(
      dev.gateway.url,
      `/v1/chains/31337/transactions/${hash}/confirmations`,
      postJson({ signature: await signHash(account(6).privateKey as Hex, hash) }),
    )
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.txStatus).toBe('AWAITING_EXECUTION')

    const queued = async () =>
      (await get(dev.gateway.url, `/v1/chains/31337/safes/${address}/transactions/queued`)).body
    const pending = { type: 'TRANSACTION', transaction: { executionInfo: { nonce: 0, confirmationsSubmitted: 2 } } }
    expect((await queued()).results).toMatchObject([{ type: 'LABEL', label: 'Next' }, pending])
    const history = await get(dev.gateway.url, `/v1/chains/31337/safes/${address}/transactions/history`)
    expect(history.body).toMatchObject({ count: 0, results: [] })

    await deploy(body)
    const info = await get(dev.gateway.url, `/v1/chains/31337/safes/${address}`)
    expect(info.body).toMatchObject({ deployed: true, nonce: 0 })
    expect((await queued()).results).toMatchObject([{ type: 'LABEL', label: 'Next' }, pending])
    const deployedHistory = await get(dev.gateway.url, `/v1/chains/31337/safes/${address}/transactions/history`)
    expect(deployedHistory.body.results.at(-1)).toMatchObject({ transaction: { txInfo: { type: 'Creation' } } })
  })
})

describe('tokens sent before the deployment', () => {
  const dai = () => dev.chain.tokens.dai
  const balanceOf = async (address: string) => {
    const balances = await get(dev.gateway.url, `/v1/chains/31337/safes/${address}/balances/usd`)
    return Object.fromEntries(balances.body.items.map((i: Json) => [i.tokenInfo.symbol, i.balance]))
  }
  const incomingDai = async (address: string) => {
    const history = await get(dev.gateway.url, `/v1/chains/31337/safes/${address}/transactions/history`)
    return history.body.results.filter(
      (r: Json) =>
        r.type === 'TRANSACTION' &&
        r.transaction.txInfo.type === 'Transfer' &&
        r.transaction.txInfo.direction === 'INCOMING' &&
        r.transaction.txInfo.transferInfo.type === 'ERC20',
    )
  }

  it('stay in the balances and the history of a registered Safe once it is deployed', async () => {
    const { address, body } = setup('1006')
    const cookie = await signIn(dev.gateway.url, account(5).privateKey as Hex)
    expect((await register(address, body, cookie)).status).toBe(200)
    await fund(address)
    // Indexed past the funding first: the deployment comes in a later range, as it does days later on a real chain.
    await waitForIndexer(dev.gateway.url, '31337', dev.chain.rpcUrl)
    await deploy(body)
    expect((await get(dev.gateway.url, `/v1/chains/31337/safes/${address}`)).body).toMatchObject({ deployed: true })
    expect(await balanceOf(address)).toMatchObject({ [dai().symbol]: parseUnits('7', dai().decimals).toString() })
    expect(await incomingDai(address)).toMatchObject([
      {
        transaction: {
          txInfo: {
            sender: { value: zeroAddress }, // minted to the address
            transferInfo: { tokenAddress: dai().address, value: parseUnits('7', dai().decimals).toString() },
          },
        },
      },
    ])
  })

  it('stay for a Safe funded at its address and deployed without ever being registered here', async () => {
    const { address, body } = setup('1007')
    await fund(address)
    await waitForIndexer(dev.gateway.url, '31337', dev.chain.rpcUrl)
    await deploy(body)
    expect(await balanceOf(address)).toMatchObject({ [dai().symbol]: parseUnits('7', dai().decimals).toString() })
    expect(await incomingDai(address)).toHaveLength(1)
  })
})

describe('the setup of a Safe created through a factory the gateway indexed', () => {
  const wallet = () =>
    createWalletClient({ account: privateKeyToAccount(account(9).privateKey), transport: http(dev.chain.rpcUrl) })
  const client = () => createPublicClient({ transport: http(dev.chain.rpcUrl) })
  const setupOf = (address: string) => get(dev.gateway.url, `/v1/chains/31337/safes/${address}/counterfactual`)
  const createsAt = (s: Json) => predictSafeAddress({ ...s, version } as Parameters<typeof predictSafeAddress>[0])

  it('is served for the demo Safe, never registered, and creates it at its address', async () => {
    const stored = await setupOf(dev.chain.demo.safe.address)
    expect(stored.status).toBe(200)
    expect(createsAt(stored.body)).toBe(dev.chain.demo.safe.address)
  })

  it('is read from a createProxyWithCallback inside a MultiSend, with the salt nonce another chain needs', async () => {
    const { body } = setup('3001')
    const call = encodeFunctionData({
      abi: safeAbisByVersion[version].SafeProxyFactory,
      functionName: 'createProxyWithCallback',
      args: [singleton, body.initializer, BigInt(body.saltNonce), zeroAddress],
    })
    const multiSend = versionContract(version, 'MultiSendCallOnly') as Address
    const data = encodeMultiSendCall([{ operation: 0, to: factory, value: 0n, data: call }])
    const receipt = await client().waitForTransactionReceipt({
      hash: await wallet().sendTransaction({ chain: null, to: multiSend, data }),
    })
    expect(receipt.status).toBe('success')
    await waitForIndexer(dev.gateway.url, '31337', dev.chain.rpcUrl)
    const created = receipt.logs.find((log) => log.address.toLowerCase() === factory.toLowerCase())
    const address = `0x${created?.topics[1]?.slice(26)}`
    const stored = await setupOf(address)
    expect(stored.status).toBe(200)
    expect(stored.body).toMatchObject({ factory, singleton, initializer: body.initializer })
    expect(stored.body.saltNonce).not.toBe(body.saltNonce)
    expect(createsAt(stored.body).toLowerCase()).toBe(address.toLowerCase())
  })

  it('is said in words to be unknown for a chain-specific creation (its address cannot be had elsewhere)', async () => {
    const chainSpecific = KNOWN_SAFE_VERSIONS.find((v) =>
      safeAbisByVersion[v].SafeProxyFactory.some(
        (item) => item.type === 'function' && item.name === 'createChainSpecificProxyWithNonce',
      ),
    )
    if (chainSpecific === undefined) throw new Error('no factory with createChainSpecificProxyWithNonce')
    const owners = [account(5).address]
    const initializer = encodeSafeSetup({ owners, threshold: 1, fallbackHandler: zeroAddress })
    const chainFactory = versionContract(chainSpecific, 'SafeProxyFactory') as Address
    const hash = await wallet().writeContract({
      chain: null,
      address: chainFactory,
      abi: safeAbisByVersion[chainSpecific].SafeProxyFactory,
      functionName: 'createChainSpecificProxyWithNonce',
      args: [versionContract(chainSpecific, 'SafeL2') as Address, initializer, 3002n],
    } as never)
    const receipt = await client().waitForTransactionReceipt({ hash })
    await waitForIndexer(dev.gateway.url, '31337', dev.chain.rpcUrl)
    const created = receipt.logs.find((log) => log.address.toLowerCase() === chainFactory.toLowerCase())
    const address = `0x${created?.topics[1]?.slice(26)}`
    expect((await get(dev.gateway.url, `/v1/chains/31337/safes/${address}`)).status).toBe(200)
    const stored = await setupOf(address)
    expect(stored.status).toBe(404)
    expect(stored.body.message).toMatch(/its factory was called in a way the gateway could not read/)
  })
})
