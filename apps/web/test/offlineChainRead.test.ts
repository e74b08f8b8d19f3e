import { type DevChain, startDevChain } from '@concord/devchain'
import { type ChainInfo, GatewayError, type SafeBalanceResponse, type SafeInfo } from '@concord/gateway-client'
import { canonicalAddresses, safeAbi } from '@concord/protocol'
import { QueryClient } from '@tanstack/react-query'
import { createPublicClient, defineChain, erc20Abi, formatUnits, http, type PublicClient, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createConfig } from 'wagmi'
import { chainBackedQuery } from '../src/features/offline/chain-read/chainBackedQuery'
import { readBalancesFromChain } from '../src/features/offline/chain-read/readBalancesFromChain'
import { readSafeInfoFromChain } from '../src/features/offline/chain-read/readSafeInfoFromChain'
import { isGatewayDown } from '../src/features/offline/gateway-down/isGatewayDown'
import { watchGatewayDown } from '../src/features/offline/gateway-down/watchGatewayDown'

const down = (status: number | null, code: 'GATEWAY_UNREACHABLE' | 'GATEWAY_HTTP_ERROR' = 'GATEWAY_HTTP_ERROR') =>
  new GatewayError('failed', { code, url: 'http://gw/v1/x', status })

describe('when the gateway counts as down', () => {
  test('no answer or a 5xx is down; a 4xx (an unknown Safe) and other errors are answers', () => {
    expect(isGatewayDown(down(null, 'GATEWAY_UNREACHABLE'))).toBe(true)
    expect(isGatewayDown(down(503))).toBe(true)
    expect(isGatewayDown(down(500))).toBe(true)
    expect(isGatewayDown(down(404))).toBe(false)
    expect(isGatewayDown(new Error('boom'))).toBe(false)
  })

  test('only a Safe info or balances query is answered from the chain', () => {
    const safe = '0x1111111111111111111111111111111111111111'
    expect(chainBackedQuery(['gateway', 'safeInfo', '1', safe])).toEqual({ kind: 'safeInfo', chainId: '1', safe })
    expect(chainBackedQuery(['gateway', 'balances', '1', safe, 'usd'])?.kind).toBe('balances')
    expect(chainBackedQuery(['gateway', 'queue', '1', safe])).toBeNull()
    expect(chainBackedQuery(['gateway', 'safeInfo', '1', 'nope'])).toBeNull()
  })
})

/** What offline mode reads the chain with in the app: a wagmi config on the dev chain's RPC, and a fresh cache. */
function appOnDevChain(chain: Pick<DevChain, 'chainId' | 'rpcUrl'>) {
  const viemChain = defineChain({
    id: chain.chainId,
    name: 'dev',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const wagmiConfig = createConfig({ chains: [viemChain], transports: { [chain.chainId]: http(chain.rpcUrl) } })
  return { wagmiConfig, queryClient: new QueryClient({ defaultOptions: { queries: { retry: 0 } } }) }
}

describe('reading a Safe from the chain (anvil)', () => {
  let chain: DevChain
  let client: PublicClient
  let chainInfo: ChainInfo
  beforeAll(async () => {
    chain = await startDevChain()
    client = createPublicClient({ transport: http(chain.rpcUrl) })
    chainInfo = {
      chainId: String(chain.chainId),
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
      recommendedMasterCopyVersion: '1.4.1',
    } as ChainInfo
  }, 120_000)
  afterAll(() => chain?.stop())

  test('owners, threshold, nonce, version, modules, guard and implementation match the contract', async () => {
    const safe = chain.demo.safe.address
    const info = await readSafeInfoFromChain(client, chainInfo, safe)
    const read = <F extends 'getOwners' | 'getThreshold' | 'nonce'>(functionName: F) =>
      client.readContract({ address: safe, abi: safeAbi, functionName })
    expect(info.owners.map((o) => o.value)).toEqual(await read('getOwners'))
    expect(info.threshold).toBe(Number(await read('getThreshold')))
    expect(info.nonce).toBe(Number(await read('nonce')))
    expect(info.version).toBe('1.4.1')
    expect(info.implementationVersionState).toBe('UP_TO_DATE')
    expect([canonicalAddresses['1.4.1'].Safe, canonicalAddresses['1.4.1'].SafeL2]).toContain(info.implementation.value)
    expect(info.chainId).toBe(chainInfo.chainId)
    expect(info.guard).toBeNull()
    const old = await readSafeInfoFromChain(client, chainInfo, chain.demo.safe130.address)
    expect(old.version).toBe('1.3.0')
    expect(old.implementationVersionState).toBe('OUTDATED')
  })

  test('the version state follows the recommended version of the chain, for every version, as the gateway says it', async () => {
    const legacy = await readSafeInfoFromChain(client, chainInfo, chain.demo.safe111.address)
    expect(legacy.version).toBe('1.1.1')
    expect(legacy.implementationVersionState).toBe('OUTDATED')
    const newest = await readSafeInfoFromChain(client, chainInfo, chain.demo.safe150.address)
    expect(newest.version).toBe('1.5.0')
    expect(newest.implementationVersionState).toBe('UP_TO_DATE')
    // A chain recommending 1.5.0 makes its 1.4.1 Safes outdated; one recommending none calls every known one current.
    const on150 = { ...chainInfo, recommendedMasterCopyVersion: '1.5.0' }
    expect((await readSafeInfoFromChain(client, on150, chain.demo.safe.address)).implementationVersionState).toBe(
      'OUTDATED',
    )
    const onNone = { ...chainInfo, recommendedMasterCopyVersion: null }
    expect((await readSafeInfoFromChain(client, onNone, chain.demo.safe130.address)).implementationVersionState).toBe(
      'UP_TO_DATE',
    )
  })

  test('the native balance and each known token held, without prices', async () => {
    const safe = chain.demo.safe.address
    const usdc = {
      type: 'ERC20',
      address: chain.tokens.usdc.address,
      decimals: 6,
      symbol: 'USDC',
      name: 'USDC',
      logoUri: '',
    } as const
    const balances = await readBalancesFromChain(client, chainInfo, safe, [usdc])
    const [native, token] = balances.items
    expect(native?.tokenInfo).toMatchObject({ type: 'NATIVE_TOKEN', address: zeroAddress, symbol: 'ETH' })
    expect(native?.balance).toBe(String(await client.getBalance({ address: safe })))
    const held = await client.readContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [safe],
    })
    expect(held).toBeGreaterThan(0n)
    expect(token?.balance).toBe(String(held))
    expect(token?.fiatConversion).toBe('0')
  })

  test('a Safe query failing because the gateway is down is answered from the chain, and the state is reported', async () => {
    const { wagmiConfig, queryClient } = appOnDevChain(chain)
    const safe = chain.demo.safe.address
    const states: boolean[] = []
    const stop = watchGatewayDown({ queryClient, chains: [chainInfo], wagmiConfig }, (d) => states.push(d))
    const key = ['gateway', 'safeInfo', chainInfo.chainId, safe]
    await queryClient
      .fetchQuery({ queryKey: key, queryFn: () => Promise.reject(down(null, 'GATEWAY_UNREACHABLE')) })
      .catch(() => undefined)
    await expect.poll(() => queryClient.getQueryData<SafeInfo>(key)?.threshold).toBe(2)
    expect(states).toEqual([true])
    // A 404 is the gateway's answer: nothing is read from the chain.
    const balancesKey = ['gateway', 'balances', chainInfo.chainId, safe, 'usd']
    await queryClient
      .fetchQuery({ queryKey: balancesKey, queryFn: () => Promise.reject(down(404)) })
      .catch(() => undefined)
    expect(queryClient.getQueryData<SafeBalanceResponse>(balancesKey)).toBeUndefined()
    // The gateway answers again: the banner goes.
    await queryClient.fetchQuery({ queryKey: ['gateway', 'chains'], queryFn: () => Promise.resolve([]) })
    expect(states).toEqual([true, false])
    stop()
  })

  test('balances read from the chain keep the last known prices of the cached answer they replace', async () => {
    const { wagmiConfig, queryClient } = appOnDevChain(chain)
    const safe = chain.demo.safe.address
    const native = await client.getBalance({ address: safe })
    const usdc = {
      type: 'ERC20',
      address: chain.tokens.usdc.address,
      decimals: 6,
      symbol: 'USDC',
      name: 'USDC',
      logoUri: '',
    } as const
    const nativeInfo = {
      type: 'NATIVE_TOKEN',
      address: zeroAddress,
      decimals: 18,
      symbol: 'ETH',
      name: 'Ether',
      logoUri: '',
    } as const
    const imitates = { address: zeroAddress, name: 'Ether', symbol: 'ETH' }
    // What the gateway said before it went down: ETH priced at 2,000, USDC with no price.
    const cached: SafeBalanceResponse = {
      fiatTotal: '1',
      items: [
        {
          tokenInfo: nativeInfo,
          balance: '1',
          fiatBalance: '1',
          fiatConversion: '2000',
          fiatBalance24hChange: null,
          imitates: null,
          priceInfo: null,
        },
        // Say the gateway had marked this token a copycat: the mark must survive the chain read.
        {
          tokenInfo: usdc,
          balance: '1',
          fiatBalance: '0',
          fiatConversion: '0',
          fiatBalance24hChange: null,
          imitates,
          priceInfo: null,
        },
      ],
    }
    const key = ['gateway', 'balances', chainInfo.chainId, safe, 'usd']
    queryClient.setQueryData(key, cached)
    const stop = watchGatewayDown({ queryClient, chains: [chainInfo], wagmiConfig }, () => undefined)
    await queryClient
      .fetchQuery({ queryKey: key, staleTime: 0, queryFn: () => Promise.reject(down(null, 'GATEWAY_UNREACHABLE')) })
      .catch(() => undefined)
    await expect.poll(() => queryClient.getQueryData<SafeBalanceResponse>(key)?.items[0]?.balance).toBe(String(native))
    const filled = queryClient.getQueryData<SafeBalanceResponse>(key)
    const worth = Number(formatUnits(native, 18)) * 2000
    expect(filled?.items[0]).toMatchObject({ fiatConversion: '2000', fiatBalance: String(worth) })
    expect(filled?.items[1]).toMatchObject({ fiatConversion: '0', fiatBalance: '0', imitates })
    expect(Number(filled?.fiatTotal)).toBe(worth)
    stop()
  })
})
