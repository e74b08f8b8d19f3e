// The dev chain's STAND-IN AllowanceModule (no published artifact has the real bytecode): it must behave as Safe's
// module does for what Concord calls, at the canonical address.
import {
  ALLOWANCE_MODULE_ADDRESS,
  allowanceModuleAbi,
  canonicalAddresses,
  encodeMultiSendCall,
  encodeSetSpendingLimitCalls,
  encodeSpendingLimitTransfer,
  readTokenAllowance,
} from '@concord/protocol'
import { type Address, hashTypedData, parseUnits, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devSigner } from '../src/chain/dev-accounts.js'
import { createDevClient, type DevClient } from '../src/chain/dev-client.js'
import { type DevChain, demoErc20Abi, startDevChain } from '../src/index.js'
import { executeSafeTx } from '../src/safe/execute-safe-tx.js'

let chain: DevChain
let client: DevClient
beforeAll(async () => {
  chain = await startDevChain()
  client = createDevClient(chain.rpcUrl, chain.chainId)
}, 120_000)
afterAll(() => chain?.stop())

const beneficiary = devSigner(6)
const recipient = devSigner(7).address
const balanceOf = (owner: Address) =>
  client.readContract({
    address: chain.tokens.usdc.address,
    abi: demoErc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
const limitOf = async (safe: Address) =>
  readTokenAllowance(
    await client.readContract({
      address: ALLOWANCE_MODULE_ADDRESS,
      abi: allowanceModuleAbi,
      functionName: 'getTokenAllowance',
      args: [safe, beneficiary.address, chain.tokens.usdc.address],
    }),
  )

describe('stand-in AllowanceModule on the dev chain', () => {
  it('sits at the canonical v0.1.1 address', async () => {
    expect(chain.allowanceModule).toBe(ALLOWANCE_MODULE_ADDRESS)
    expect(await client.getCode({ address: ALLOWANCE_MODULE_ADDRESS })).not.toBe('0x')
  })

  it("hashes a transfer as the module's EIP-712 AllowanceTransfer (chainId + module address domain)", async () => {
    const message = {
      safe: chain.demo.safe.address,
      token: chain.tokens.usdc.address,
      to: recipient,
      amount: 5n,
      paymentToken: zeroAddress,
      payment: 0n,
      nonce: 1,
    }
    const onChain = await client.readContract({
      address: ALLOWANCE_MODULE_ADDRESS,
      abi: allowanceModuleAbi,
      functionName: 'generateTransferHash',
      args: [message.safe, message.token, message.to, message.amount, message.paymentToken, message.payment, 1],
    })
    const expected = hashTypedData({
      domain: { chainId: chain.chainId, verifyingContract: ALLOWANCE_MODULE_ADDRESS },
      types: {
        AllowanceTransfer: [
          { name: 'safe', type: 'address' },
          { name: 'token', type: 'address' },
          { name: 'to', type: 'address' },
          { name: 'amount', type: 'uint96' },
          { name: 'paymentToken', type: 'address' },
          { name: 'payment', type: 'uint96' },
          { name: 'nonce', type: 'uint16' },
        ],
      },
      primaryType: 'AllowanceTransfer',
      message,
    })
    expect(onChain).toBe(expected)
  })

  it('owners set a limit in one MultiSend; the beneficiary spends within it and is refused beyond it', async () => {
    const safe = chain.demo.safe
    const calls = encodeSetSpendingLimitCalls(
      {
        safe: safe.address,
        beneficiary: beneficiary.address,
        token: chain.tokens.usdc.address,
        amount: parseUnits('100', 6),
        resetPeriod: 'week',
      },
      { moduleEnabled: false, beneficiaryIsDelegate: false },
    )
    await executeSafeTx(client, {
      safe: { address: safe.address, version: '1.4.1' },
      tx: { to: canonicalAddresses['1.4.1'].MultiSendCallOnly, data: encodeMultiSendCall(calls), operation: 1 },
      confirmers: [{ account: devSigner(0) }, { account: devSigner(1) }],
      executor: devSigner(9),
    })
    expect(await limitOf(safe.address)).toMatchObject({ amount: 100_000_000n, spent: 0n, resetTimeMin: 10_080 })

    const before = await balanceOf(recipient)
    const spend = (amount: bigint) =>
      encodeSpendingLimitTransfer({
        safe: safe.address,
        token: chain.tokens.usdc.address,
        to: recipient,
        amount,
        beneficiary: beneficiary.address,
      })
    const hash = await client.sendTransaction({
      account: beneficiary,
      to: ALLOWANCE_MODULE_ADDRESS,
      data: spend(60_000_000n),
    })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect((await balanceOf(recipient)) - before).toBe(60_000_000n)
    expect(await limitOf(safe.address)).toMatchObject({ spent: 60_000_000n, remaining: 40_000_000n, nonce: 2 })

    await expect(
      client.call({ account: beneficiary, to: ALLOWANCE_MODULE_ADDRESS, data: spend(50_000_000n) }),
    ).rejects.toThrow(/newSpent/)
    // Someone who is not the delegate cannot spend the beneficiary's limit by naming it.
    await expect(client.call({ account: devSigner(7), to: ALLOWANCE_MODULE_ADDRESS, data: spend(1n) })).rejects.toThrow(
      /expectedDelegate == signer/,
    )
  })
})
