import { buildSafeTransactionData, encodeExecTransaction, hashSafeTx, safeL2Abi_1_3_0 } from '@concord/protocol'
import { waitForIndexer } from '@concord/test-kit/dev-stack'
import { type Address, createPublicClient, createWalletClient, encodeFunctionData, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { type Json, request } from './support/http.js'

let dev: DevGateway

beforeAll(async () => {
  dev = await startDevGateway()
})

afterAll(async () => {
  await dev?.stop()
})

const items = (results: Json[]) => results.filter((r) => r.type === 'TRANSACTION').map((r) => r.transaction)

describe('module transactions', () => {
  it('indexes enableModule and a module-executed ETH transfer on the 1.3.0 Safe', async () => {
    const owner = dev.chain.accounts[3]
    const module = dev.chain.accounts[8]
    const recipient = dev.chain.accounts[5]
    if (!owner || !module || !recipient) throw new Error('dev accounts missing')
    const safe = dev.chain.demo.safe130.address as Address
    const client = createPublicClient({ transport: http(dev.chain.rpcUrl) })
    const send = async (key: `0x${string}`, to: Address, data: `0x${string}`) => {
      const wallet = createWalletClient({ account: privateKeyToAccount(key), transport: http(dev.chain.rpcUrl) })
      await client.waitForTransactionReceipt({ hash: await wallet.sendTransaction({ chain: null, to, data }) })
    }

    // 1. The Safe's only owner enables dev account 8 as a module (an ordinary 1-of-1 Safe transaction).
    const nonce = await client.readContract({ address: safe, abi: safeL2Abi_1_3_0, functionName: 'nonce' })
    const enable = encodeFunctionData({ abi: safeL2Abi_1_3_0, functionName: 'enableModule', args: [module.address] })
    const tx = buildSafeTransactionData({ to: safe, data: enable, nonce })
    const hash = hashSafeTx({ chainId: dev.chain.chainId, safeAddress: safe, version: '1.3.0', tx })
    const signature = await privateKeyToAccount(owner.privateKey).sign({ hash })
    await send(owner.privateKey, safe, encodeExecTransaction(tx, signature))

    // 2. The module sends 0.1 ETH out of the Safe without any owner signature.
    const moduleCall = encodeFunctionData({
      abi: safeL2Abi_1_3_0,
      functionName: 'execTransactionFromModule',
      args: [recipient.address, parseEther('0.1'), '0x', 0],
    })
    await send(module.privateKey, safe, moduleCall)
    await waitForIndexer(dev.gateway.url, '31337', dev.chain.rpcUrl)

    const base = `/v1/chains/31337/safes/${safe}`
    const info = await request(dev.gateway.url, base)
    expect(info.body.modules).toEqual([{ value: module.address, name: null, logoUri: null }])

    const list = await request(dev.gateway.url, `${base}/module-transactions/`)
    expect(list.body.count).toBe(1)
    const [moduleTx] = items(list.body.results)
    expect(moduleTx).toMatchObject({
      txStatus: 'SUCCESS',
      executionInfo: { type: 'MODULE', address: { value: module.address } },
      txInfo: {
        type: 'Transfer',
        direction: 'OUTGOING',
        transferInfo: { type: 'NATIVE_COIN', value: parseEther('0.1').toString() },
      },
    })
    expect(moduleTx.id).toMatch(new RegExp(`^module_${safe}_i[0-9a-f]{64}\\d+$`))
    const filtered = await request(
      dev.gateway.url,
      `${base}/module-transactions/?module=${dev.chain.accounts[7]?.address}`,
    )
    expect(filtered.body.count).toBe(0)

    const details = await request(dev.gateway.url, `/v1/chains/31337/transactions/${moduleTx.id}`)
    expect(details.body).toMatchObject({
      txId: moduleTx.id,
      detailedExecutionInfo: { type: 'MODULE', address: { value: module.address } },
      txData: { to: { value: recipient.address }, value: parseEther('0.1').toString(), operation: 0, hexData: null },
    })

    const history = items((await request(dev.gateway.url, `${base}/transactions/history`)).body.results)
    expect(history[0].id).toBe(moduleTx.id)
    expect(history[1].txInfo).toMatchObject({
      type: 'SettingsChange',
      settingsInfo: { type: 'ENABLE_MODULE', module: { value: module.address } },
    })
  })
})
