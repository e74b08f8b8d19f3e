import {
  buildSafeTransactionData,
  canonicalAddresses,
  decodeMultiSendData,
  hashSafeTx,
  recoverSignatureOwner,
} from '@concord/protocol'
import { type Address, encodeFunctionData, type Hex, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevClient } from '../src/chain/dev-client.js'
import { type DevChain, demoErc20Abi, demoSafeSpec141, startDevChain } from '../src/index.js'

// protocol-kit ships one CJS-style .d.ts: under NodeNext the default import is typed as the module namespace while at
// run time it is the class, so unwrap whichever shape arrives.
const kitModule = await import('@safe-global/protocol-kit')
type SafeKit = typeof kitModule.default.default
const Safe: SafeKit =
  'init' in kitModule.default ? (kitModule.default as unknown as SafeKit) : kitModule.default.default

let chain: DevChain
beforeAll(async () => {
  chain = await startDevChain()
})
afterAll(() => chain?.stop())

const devAccount = (index: number) => {
  const account = chain.accounts[index]
  if (!account) throw new Error(`no dev account ${index}`)
  return account
}
const key = (index: number): Hex => devAccount(index).privateKey
const address = (index: number): Address => devAccount(index).address

// chain 31337 is not in safe-deployments, so protocol-kit needs to be told where the contracts are.
function contractNetworks() {
  const contracts = canonicalAddresses['1.4.1']
  return {
    [String(chain.chainId)]: {
      safeSingletonAddress: contracts.SafeL2,
      safeProxyFactoryAddress: contracts.SafeProxyFactory,
      multiSendAddress: contracts.MultiSend,
      multiSendCallOnlyAddress: contracts.MultiSendCallOnly,
      fallbackHandlerAddress: contracts.CompatibilityFallbackHandler,
      signMessageLibAddress: contracts.SignMessageLib,
      createCallAddress: contracts.CreateCall,
      simulateTxAccessorAddress: contracts.SimulateTxAccessor,
    },
  }
}

describe('@safe-global/protocol-kit 8 against the demo Safe', () => {
  it('reads the seeded Safe and computes the same safeTxHash as @concord/protocol', async () => {
    const safeAddress = chain.demo.safe.address
    const kit = await Safe.init({
      provider: chain.rpcUrl,
      signer: key(0),
      safeAddress,
      contractNetworks: contractNetworks(),
    })
    expect(await kit.getContractVersion()).toBe('1.4.1')
    expect(await kit.getThreshold()).toBe(2)
    expect(await kit.getNonce()).toBe(4)
    expect(await kit.getOwners()).toEqual(chain.demo.safe.owners)

    const transfer = encodeFunctionData({
      abi: demoErc20Abi,
      functionName: 'transfer',
      args: [address(6), parseUnits('5', 6)],
    })
    const batches = [
      [{ to: address(6), value: parseEther('0.1').toString(), data: '0x' }],
      [{ to: chain.tokens.usdc.address, value: '0', data: transfer }],
      [
        { to: address(6), value: '1', data: '0x' },
        { to: chain.tokens.usdc.address, value: '0', data: transfer },
      ],
    ]
    for (const transactions of batches) {
      const kitTx = await kit.createTransaction({ transactions })
      const ours = hashSafeTx({
        chainId: chain.chainId,
        safeAddress,
        version: '1.4.1',
        tx: buildSafeTransactionData(kitTx.data),
      })
      expect(await kit.getTransactionHash(kitTx)).toBe(ours)
    }

    // protocol-kit batches through our MultiSendCallOnly, in a format decodeMultiSendData reads back.
    const batch = await kit.createTransaction({ transactions: batches[2] ?? [] })
    expect(batch.data.to).toBe(canonicalAddresses['1.4.1'].MultiSendCallOnly)
    expect(batch.data.operation).toBe(1)
    expect(decodeMultiSendData(batch.data.data as Hex).map((tx) => tx.to)).toEqual([
      address(6),
      chain.tokens.usdc.address,
    ])
  })

  it('signs with owner keys in a way @concord/protocol recovers, and executes', async () => {
    const safeAddress = chain.demo.safe.address
    let kit = await Safe.init({
      provider: chain.rpcUrl,
      signer: key(0),
      safeAddress,
      contractNetworks: contractNetworks(),
    })
    const tx = await kit.createTransaction({ transactions: [{ to: address(6), value: '12345', data: '0x' }] })
    const hash = (await kit.getTransactionHash(tx)) as Hex
    let signed = await kit.signTransaction(tx)
    kit = await kit.connect({ signer: key(2) })
    signed = await kit.signTransaction(signed)
    for (const owner of [address(0), address(2)]) {
      const signature = signed.getSignature(owner)?.data as Hex
      expect(await recoverSignatureOwner({ hash, signature })).toBe(owner)
    }
    const client = createDevClient(chain.rpcUrl, chain.chainId)
    const before = await client.getBalance({ address: address(6) })
    const result = await kit.executeTransaction(signed)
    await client.waitForTransactionReceipt({ hash: result.hash as Hex })
    expect((await client.getBalance({ address: address(6) })) - before).toBe(12345n)
    expect(await kit.getNonce()).toBe(5)
  })

  it('predicts the demo Safe address from its owners, threshold and saltNonce', async () => {
    const kit = await Safe.init({
      provider: chain.rpcUrl,
      contractNetworks: contractNetworks(),
      predictedSafe: {
        safeAccountConfig: {
          owners: [address(0), address(1), address(2)],
          threshold: 2,
          fallbackHandler: canonicalAddresses['1.4.1'].CompatibilityFallbackHandler,
        },
        safeDeploymentConfig: { saltNonce: demoSafeSpec141.saltNonce.toString(), safeVersion: '1.4.1' },
      },
    })
    expect(await kit.getAddress()).toBe(chain.demo.safe.address)
  })
})
