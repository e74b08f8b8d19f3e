import { type DevChain, devAccounts, startDevChain } from '@concord/devchain'
import { execTransactionArgs, safeAbi, versionContract } from '@concord/protocol'
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { executionSignatures } from '../src/tx/execute/executionSignatures'
import { explainExecutionFailure } from '../src/tx/execute/explainExecutionFailure'
import { draftToSafeCall, safeTxFromDraft } from '../src/tx/review/safeTxFromDraft'
import { signSafeTx } from '../src/tx/sign/signSafeTx'
import { simulateSafeCall } from '../src/tx/simulate/simulateSafeCall'

let chain: DevChain
beforeAll(async () => {
  chain = await startDevChain()
}, 120_000)
afterAll(() => chain?.stop())

const key = (index: number) => {
  const found = devAccounts[index]
  if (!found) throw new Error(`no dev account ${index}`)
  return privateKeyToAccount(found.privateKey)
}
const publicClient = () => createPublicClient({ transport: http(chain.rpcUrl) })
const wallet = (index: number) => createWalletClient({ account: key(index), transport: http(chain.rpcUrl) })

/** Sends execTransaction from dev account `from` and waits for it; resolves with the receipt. */
async function execute(safe: Hex, from: number, args: ReturnType<typeof execTransactionArgs>) {
  const hash = await wallet(from).writeContract({
    address: safe,
    abi: safeAbi,
    functionName: 'execTransaction',
    args,
    chain: null,
  })
  return publicClient().waitForTransactionReceipt({ hash })
}

describe('a draft built into a SafeTx, signed and executed on anvil (1.3.0 demo Safe, 1 of 1: account 3)', () => {
  test('two calls become one MultiSendCallOnly batch: ETH and dDAI both arrive; a non-owner relays it', async () => {
    const safe = chain.demo.safe130
    const dai = chain.tokens.dai.address
    const [to5, to6] = [key(5).address, key(6).address]
    const draft = {
      calls: [
        { to: to5, value: parseEther('0.01').toString(), data: '0x', operation: 0 as const },
        {
          to: dai,
          value: '0',
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to6, parseUnits('5', 18)] }),
          operation: 0 as const,
        },
      ],
    }
    const client = publicClient()
    const nonce = await client.readContract({ address: safe.address, abi: safeAbi, functionName: 'nonce' })
    const call = draftToSafeCall(draft.calls, '1.3.0')
    expect(call.operation).toBe(1)
    expect(await simulateSafeCall(client, safe.address, '1.3.0', call)).toMatchObject({ ok: true })

    const tx = safeTxFromDraft(draft, { version: '1.3.0', nonce })
    const owner = key(3)
    const signed = await signSafeTx(
      (typed) => owner.signTypedData(typed),
      owner.address,
      { chainId: chain.chainId, safe: safe.address, version: '1.3.0' },
      tx,
    )
    const onChainHash = await client.readContract({
      address: safe.address,
      abi: safeAbi,
      functionName: 'getTransactionHash',
      args: [
        tx.to,
        tx.value,
        tx.data,
        tx.operation,
        tx.safeTxGas,
        tx.baseGas,
        tx.gasPrice,
        tx.gasToken,
        tx.refundReceiver,
        tx.nonce,
      ],
    })
    expect(signed.safeTxHash).toBe(onChainHash)
    const before = [
      await client.getBalance({ address: to5 }),
      await client.readContract({ address: dai, abi: erc20Abi, functionName: 'balanceOf', args: [to6] }),
    ]
    const blob = executionSignatures([{ owner: owner.address, signature: signed.signature }], {
      threshold: 1,
      owners: [owner.address],
      executor: key(9).address,
    })
    const receipt = await execute(safe.address, 9, execTransactionArgs(tx, blob))
    expect(receipt.status).toBe('success')
    expect((await client.getBalance({ address: to5 })) - (before[0] ?? 0n)).toBe(parseEther('0.01'))
    expect(
      (await client.readContract({ address: dai, abi: erc20Abi, functionName: 'balanceOf', args: [to6] })) -
        (before[1] ?? 0n),
    ).toBe(parseUnits('5', 18))
    expect(await client.readContract({ address: safe.address, abi: safeAbi, functionName: 'nonce' })).toBe(nonce + 1n)
  })

  test('the owner executing without any signature uses its pre-validated one (v = 1)', async () => {
    const safe = chain.demo.safe130
    const client = publicClient()
    const nonce = await client.readContract({ address: safe.address, abi: safeAbi, functionName: 'nonce' })
    const to = key(7).address
    const before = await client.getBalance({ address: to })
    const tx = safeTxFromDraft(
      { calls: [{ to, value: parseEther('0.02').toString(), data: '0x', operation: 0 }] },
      { version: '1.3.0', nonce },
    )
    const blob = executionSignatures([], { threshold: 1, owners: [key(3).address], executor: key(3).address })
    expect(blob.slice(-2)).toBe('01')
    expect((await execute(safe.address, 3, execTransactionArgs(tx, blob))).status).toBe('success')
    expect((await client.getBalance({ address: to })) - before).toBe(parseEther('0.02'))
  })

  test('the simulation says why a call would fail: more dDAI than the Safe holds', async () => {
    const safe = chain.demo.safe130
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [key(6).address, parseUnits('1000000', 18)],
    })
    const result = await simulateSafeCall(publicClient(), safe.address, '1.3.0', {
      to: chain.tokens.dai.address,
      value: '0',
      data,
      operation: 0,
    })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.reason).toMatch(/^ERC20InsufficientBalance\(/)
  })

  test('a signature from another account than the connected one is refused before anything is sent', async () => {
    const tx = safeTxFromDraft(
      { calls: [{ to: key(7).address, value: '1', data: '0x', operation: 0 }] },
      { version: '1.3.0', nonce: 0 },
    )
    const wrong = key(4)
    await expect(
      signSafeTx(
        (typed) => wrong.signTypedData(typed),
        key(3).address,
        { chainId: chain.chainId, safe: chain.demo.safe130.address, version: '1.3.0' },
        tx,
      ),
    ).rejects.toMatchObject({ code: 'SIGNER_MISMATCH' })
  })

  test('a failing execution is explained: GS013 with the reason of the call itself, GS026 in words', async () => {
    const safe = chain.demo.safe130
    const client = publicClient()
    const nonce = await client.readContract({ address: safe.address, abi: safeAbi, functionName: 'nonce' })
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [key(6).address, parseUnits('1000000', 18)],
    })
    const tx = safeTxFromDraft(
      { calls: [{ to: chain.tokens.dai.address, value: '0', data, operation: 0 }] },
      { version: '1.3.0', nonce },
    )
    const domain = { chainId: chain.chainId, safe: safe.address, version: '1.3.0' as const }
    const reasonWith = async (signer: number, native?: { symbol: string; decimals: number }) => {
      const owner = key(signer)
      const signed = await signSafeTx((typed) => owner.signTypedData(typed), owner.address, domain, tx)
      const blob = executionSignatures([{ owner: owner.address, signature: signed.signature }], {
        threshold: 1,
        owners: [owner.address],
      })
      const error = await client
        .simulateContract({
          address: safe.address,
          abi: safeAbi,
          functionName: 'execTransaction',
          args: execTransactionArgs(tx, blob),
          account: key(9).address,
        })
        .then(
          () => null,
          (e: unknown) => e,
        )
      return explainExecutionFailure(client, safe.address, '1.3.0', tx, error, native)
    }
    expect(await reasonWith(3)).toMatch(/^the call reverts: ERC20InsufficientBalance\(/)
    // Knowing the chain's coin, the Execute form reads the Safe's balance and says what it holds (issue 33).
    expect(await reasonWith(3, { symbol: 'ETH', decimals: 18 })).toMatch(
      /^the call reverts: The Safe holds [\d,.]+ dDAI; this sends 1,000,000 dDAI$/,
    )
    expect(await reasonWith(4)).toBe(
      'a signature is not from a current owner (or they are not sorted by owner) (GS026)',
    )
  })
})

describe('a Safe before 1.3.0 (the 1.1.1 demo Safe, 1 of 1: account 4)', () => {
  test('a batch goes through MultiSend, is simulated with its update singleton in place, signed and executed', async () => {
    const safe = chain.demo.safe111
    const [to5, to7] = [key(5).address, key(7).address]
    const calls = [
      { to: to5, value: parseEther('0.02').toString(), data: '0x' as Hex, operation: 0 as const },
      { to: to7, value: parseEther('0.03').toString(), data: '0x' as Hex, operation: 0 as const },
    ]
    const client = publicClient()
    const call = draftToSafeCall(calls, '1.1.1')
    // 1.1.1 has no MultiSendCallOnly: its batches go through its MultiSend.
    expect(call.to).toBe(versionContract('1.1.1', 'MultiSend'))
    // 1.1.1 has no simulateAndRevert; the simulation runs it with the 1.4.1 singleton swapped in for the call.
    expect(await simulateSafeCall(client, safe.address, '1.1.1', call)).toMatchObject({ ok: true })
    const tooMuch = { to: to5, value: parseEther('1000').toString(), data: '0x' as Hex, operation: 0 as const }
    expect(await simulateSafeCall(client, safe.address, '1.1.1', tooMuch)).toMatchObject({ ok: false })

    const nonce = await client.readContract({ address: safe.address, abi: safeAbi, functionName: 'nonce' })
    const tx = safeTxFromDraft({ calls }, { version: '1.1.1', nonce })
    const owner = key(4)
    const domain = { chainId: chain.chainId, safe: safe.address, version: '1.1.1' as const }
    const signed = await signSafeTx((typed) => owner.signTypedData(typed), owner.address, domain, tx)
    const blob = executionSignatures([{ owner: owner.address, signature: signed.signature }], {
      threshold: 1,
      owners: [owner.address],
      executor: key(9).address,
    })
    const before = await client.getBalance({ address: to7 })
    const receipt = await execute(safe.address, 9, execTransactionArgs(tx, blob))
    expect(receipt.status).toBe('success')
    expect((await client.getBalance({ address: to7 })) - before).toBe(parseEther('0.03'))
    expect(await client.readContract({ address: safe.address, abi: safeAbi, functionName: 'nonce' })).toBe(nonce + 1n)
  })
})
