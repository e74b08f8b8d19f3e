import { type DevChain, demoErc20Abi, demoErc721Abi, devAccounts, startDevChain } from '@concord/devchain'
import { erc20Abi, formatEther, getAddress, type Hex, parseEther, parseUnits, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildContractCall } from '../src/features/new-tx/contract/buildContractCall'
import { parseAbiJson } from '../src/features/new-tx/contract/parseAbiJson'
import { buildNftTransferCall, describeNftTransfer } from '../src/features/new-tx/nft/buildNftTransferCall'
import { buildTransferCalls } from '../src/features/new-tx/send/buildTransferCalls'
import type { SendableToken } from '../src/features/new-tx/send/sendableToken'
import { validateSendTokens } from '../src/features/new-tx/send/validateSendTokens'
import { execSafeTx, packCalls, publicClientOf, safeNonce, signSafeTx } from './newTxHelpers'

let chain: DevChain
beforeAll(async () => {
  chain = await startDevChain()
}, 120_000)
afterAll(() => chain?.stop())

const key = (i: number): Hex => {
  const account = devAccounts[i]
  if (!account) throw new Error(`dev account ${i}`)
  return account.privateKey
}
const address = (i: number) => getAddress(devAccounts[i]?.address ?? '')

describe('the builders, executed on a real anvil', () => {
  test('several recipients (dDAI twice and ETH) in one draft, run through the 1-of-1 Safe 1.3.0: balances move', async () => {
    const safe = { address: chain.demo.safe130.address, version: chain.demo.safe130.version }
    const client = publicClientOf(chain)
    const dai = chain.tokens.dai
    const daiOf = (who: `0x${string}`) =>
      client.readContract({ address: dai.address, abi: erc20Abi, functionName: 'balanceOf', args: [who] })
    const tokens: SendableToken[] = [
      {
        address: dai.address,
        symbol: dai.symbol,
        decimals: dai.decimals,
        balance: await daiOf(safe.address),
        native: false,
      },
      { address: zeroAddress, symbol: 'ETH', decimals: 18, balance: await client.getBalance(safe), native: true },
    ]
    const check = validateSendTokens(
      [
        { token: dai.address, recipient: address(6), amount: '12.5' },
        { token: dai.address, recipient: address(7).toLowerCase(), amount: '7.25' },
        { token: zeroAddress, recipient: address(8), amount: '0.25' },
      ],
      tokens,
    )
    if (!check.ok) throw new Error(JSON.stringify(check.errors))
    const calls = buildTransferCalls(check.transfers)
    expect(calls).toHaveLength(3)

    const before = {
      six: await daiOf(address(6)),
      seven: await daiOf(address(7)),
      eight: await client.getBalance({ address: address(8) }),
    }
    const nonce = await safeNonce(chain, safe)
    await execSafeTx(
      chain,
      safe,
      await signSafeTx(chain, safe, packCalls(calls, safe.version), nonce, [key(3)]),
      key(9),
    )

    expect(await safeNonce(chain, safe)).toBe(nonce + 1n)
    expect((await daiOf(address(6))) - before.six).toBe(parseUnits('12.5', 18))
    expect((await daiOf(address(7))) - before.seven).toBe(parseUnits('7.25', 18))
    expect(formatEther((await client.getBalance({ address: address(8) })) - before.eight)).toBe('0.25')
    expect(await daiOf(safe.address)).toBe((tokens[0]?.balance ?? 0n) - parseUnits('19.75', 18))
  })

  test('an NFT leaves the 2-of-4 demo Safe by safeTransferFrom, signed by two owners', async () => {
    const safe = { address: chain.demo.safe.address, version: chain.demo.safe.version }
    const nft = { address: chain.tokens.nft.address, id: '1', tokenSymbol: chain.tokens.nft.symbol, name: null }
    const ownerOf = () =>
      publicClientOf(chain).readContract({
        address: nft.address,
        abi: demoErc721Abi,
        functionName: 'ownerOf',
        args: [1n],
      })
    expect(await ownerOf()).toBe(safe.address)
    const call = buildNftTransferCall(safe.address, nft, address(6))
    expect(describeNftTransfer(nft, address(6))).toBe('Send CDNFT #1 to 0x976E…0aa9')
    const nonce = await safeNonce(chain, safe)
    await execSafeTx(chain, safe, await signSafeTx(chain, safe, call, nonce, [key(0), key(1)]), key(9))
    expect(await ownerOf()).toBe(address(6))
  })

  test('a contract interaction from a pasted ABI: approve on dDAI sets the allowance', async () => {
    const safe = { address: chain.demo.safe130.address, version: chain.demo.safe130.version }
    const abi = parseAbiJson(JSON.stringify(demoErc20Abi))
    if (!abi.ok) throw new Error(abi.error)
    const approve = abi.functions.find((f) => f.name === 'approve')
    if (!approve) throw new Error('approve is a state-changing function of the ERC-20 ABI')
    expect(abi.functions.map((f) => f.name).sort()).toEqual(['approve', 'mint', 'transfer', 'transferFrom'])
    const built = buildContractCall(
      chain.tokens.dai.address,
      approve,
      { inputs: [address(5), '123456789'], value: '' },
      'ETH',
    )
    if (!built.ok) throw new Error(JSON.stringify(built))
    expect(built.title).toMatch(/^Call approve on 0x/)
    const nonce = await safeNonce(chain, safe)
    await execSafeTx(chain, safe, await signSafeTx(chain, safe, built.call, nonce, [key(3)]), key(9))
    const allowance = await publicClientOf(chain).readContract({
      address: chain.tokens.dai.address,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [safe.address, address(5)],
    })
    expect(allowance).toBe(123456789n)
  })

  test('the Safe refuses a draft above its balance that validation would have stopped', async () => {
    const safe = { address: chain.demo.safe130.address, version: chain.demo.safe130.version }
    const balance = await publicClientOf(chain).getBalance(safe)
    const tooMuch = {
      to: address(8),
      value: (balance + parseEther('1')).toString(),
      data: '0x' as const,
      operation: 0 as const,
    }
    const nonce = await safeNonce(chain, safe)
    await expect(
      execSafeTx(chain, safe, await signSafeTx(chain, safe, tooMuch, nonce, [key(3)]), key(9)),
    ).rejects.toThrow()
    const native: SendableToken = { address: zeroAddress, symbol: 'ETH', decimals: 18, balance, native: true }
    const check = validateSendTokens(
      [{ token: zeroAddress, recipient: address(8), amount: formatEther(balance + 1n) }],
      [native],
    )
    expect(check.ok).toBe(false)
  })
})
