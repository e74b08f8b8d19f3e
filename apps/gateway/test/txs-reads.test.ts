import { buildSafeTransactionData, encodeExecTransaction, hashSafeTx, safeL2Abi_1_3_0 } from '@concord/protocol'
import { waitForIndexer } from '@concord/test-kit/dev-stack'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  zeroAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deleteRequestTypedData } from '../src/modules/transactions/propose/delete-transaction.js'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { request } from './support/http.js'
import { postJson } from './support/proposals.js'
import { devApiKit, devProtocolKit } from './support/safe-core-kits.js'

// The rest of what api-kit 5 reads (creation, Safes by module, tokens, data decoder, estimation) and the
// Transaction Service's delete, over the safes, tokens, contracts and transactions modules (issue 19).

let dev: DevGateway
let apiKit: ReturnType<typeof devApiKit>

const account = (index: number) => {
  const found = dev.chain.accounts[index]
  if (!found) throw new Error(`dev account ${index} missing`)
  return found
}
const safe = () => dev.chain.demo.safe.address

beforeAll(async () => {
  dev = await startDevGateway()
  apiKit = devApiKit(dev.gateway.url)
})

afterAll(async () => {
  await dev?.stop()
})

describe('reads', () => {
  it("a Safe's creation, as indexed from its events", async () => {
    const creation = await apiKit.getSafeCreationInfo(safe())
    expect(creation).toMatchObject({ creator: expect.stringMatching(/^0x/), setupData: null, userOperation: null })
    expect(creation.transactionHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(creation.singleton).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(Date.parse(creation.created)).toBeGreaterThan(0)
  })

  it('the Safes with a module enabled and the transactions it executed through one', async () => {
    expect(await apiKit.getSafesByModule(account(9).address)).toEqual({ safes: [] })
    // The 1.3.0 demo Safe's only owner (account 3) enables account 8 as a module, which then sends 0.1 ETH.
    const safe130 = dev.chain.demo.safe130.address as Address
    const client = createPublicClient({ transport: http(dev.chain.rpcUrl) })
    const send = async (key: Hex, to: Address, data: Hex) => {
      const wallet = createWalletClient({ account: privateKeyToAccount(key), transport: http(dev.chain.rpcUrl) })
      await client.waitForTransactionReceipt({ hash: await wallet.sendTransaction({ chain: null, to, data }) })
    }
    const nonce = await client.readContract({ address: safe130, abi: safeL2Abi_1_3_0, functionName: 'nonce' })
    const enable = encodeFunctionData({
      abi: safeL2Abi_1_3_0,
      functionName: 'enableModule',
      args: [account(8).address],
    })
    const tx = buildSafeTransactionData({ to: safe130, data: enable, nonce })
    const hash = hashSafeTx({ chainId: dev.chain.chainId, safeAddress: safe130, version: '1.3.0', tx })
    await send(
      account(3).privateKey,
      safe130,
      encodeExecTransaction(tx, await privateKeyToAccount(account(3).privateKey).sign({ hash })),
    )
    const args = [account(5).address, parseEther('0.1'), '0x', 0] as const
    const moduleCall = encodeFunctionData({ abi: safeL2Abi_1_3_0, functionName: 'execTransactionFromModule', args })
    await send(account(8).privateKey, safe130, moduleCall)
    await waitForIndexer(dev.gateway.url, '31337', dev.chain.rpcUrl)

    expect(await apiKit.getSafesByModule(account(8).address)).toEqual({ safes: [safe130] })
    const list = await apiKit.getModuleTransactions(safe130)
    expect(list.count).toBe(1)
    expect(list.results[0]).toMatchObject({
      safe: safe130,
      module: account(8).address,
      to: account(5).address,
      value: parseEther('0.1').toString(),
      data: null,
      operation: 0,
      isSuccessful: true,
    })
    const other = await apiKit.getModuleTransactions(safe130, { module: account(9).address })
    expect(other).toMatchObject({ count: 0, results: [] })
    // All-transactions shows the module's call as a MODULE_TRANSACTION, and the enabling as a multisig execution.
    const all = await apiKit.getAllTransactions(safe130)
    const byModule = all.results.find((tx) => tx.txType === 'MODULE_TRANSACTION')
    expect(byModule).toMatchObject({ module: account(8).address, to: account(5).address, safe: safe130 })
    expect(all.results.map((tx) => tx.txType)).toContain('MULTISIG_TRANSACTION')
  })

  it("a Safe's incoming transfers of ether and tokens, with token info", async () => {
    const incoming = await apiKit.getIncomingTransactions(safe())
    const types = new Set(incoming.results.map((t) => t.type))
    expect(types).toEqual(new Set(['ETHER_TRANSFER', 'ERC20_TRANSFER', 'ERC721_TRANSFER']))
    expect(incoming.results.every((t) => t.to === safe())).toBe(true)
    const usdc = incoming.results.find((t) => t.tokenAddress === dev.chain.tokens.usdc.address)
    expect(usdc?.tokenInfo).toMatchObject({ symbol: 'dUSDC', decimals: 6 })
    const onlyUsdc = await apiKit.getIncomingTransactions(safe(), { token_address: dev.chain.tokens.usdc.address })
    expect(onlyUsdc.results.map((t) => t.transferId)).toEqual([usdc?.transferId])
  })

  it("a Safe's incoming transfers by sender (api-kit's `from`) and by transaction", async () => {
    const all = await apiKit.getIncomingTransactions(safe())
    const usdc = all.results.find((t) => t.tokenAddress === dev.chain.tokens.usdc.address)
    if (!usdc) throw new Error('the demo Safe received no dUSDC')
    const bySender = await apiKit.getIncomingTransactions(safe(), { from: usdc.from })
    expect(bySender.results.map((t) => t.transferId)).toContain(usdc.transferId)
    expect(bySender.results.every((t) => t.from === usdc.from)).toBe(true)
    expect(bySender.count).toBe(all.results.filter((t) => t.from === usdc.from).length)
    expect(await apiKit.getIncomingTransactions(safe(), { from: account(9).address })).toMatchObject({ count: 0 })
    const byTx = await apiKit.getIncomingTransactions(safe(), { transaction_hash: usdc.transactionHash })
    expect(byTx.results.map((t) => t.transactionHash)).toEqual(
      all.results.filter((t) => t.transactionHash === usdc.transactionHash).map((t) => t.transactionHash),
    )
    await expect(apiKit.getIncomingTransactions(safe(), { from: '0x1234' })).rejects.toMatchObject({ statusCode: 400 })
  })

  it('the indexed tokens, searched, ordered and one by address; an unknown one is a 404', async () => {
    const { usdc, dai } = dev.chain.tokens
    const list = await apiKit.getTokenList({ ordering: 'symbol' })
    const symbols = list.results.map((token) => token.symbol)
    expect(symbols).toEqual([...symbols].sort())
    expect(list.results).toContainEqual(
      expect.objectContaining({ address: usdc.address, symbol: 'dUSDC', decimals: 6 }),
    )
    const found = await apiKit.getTokenList({ search: 'dai' })
    expect(found.results.map((token) => token.address)).toEqual([dai.address])
    expect(await apiKit.getToken(dai.address)).toMatchObject({ type: 'ERC20', name: 'Demo DAI', decimals: 18 })
    await expect(apiKit.getToken(account(9).address)).rejects.toMatchObject({ statusCode: 404 })
  })

  it('decodes calldata, and refuses what no ABI knows with a 400', async () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [account(5).address, 7n] })
    const decoded = await apiKit.decodeData(data, dev.chain.tokens.usdc.address)
    expect(decoded).toMatchObject({ method: 'transfer', parameters: [{ name: 'to' }, { name: 'value', value: '7' }] })
    await expect(apiKit.decodeData('0xdeadbeef')).rejects.toMatchObject({ statusCode: 400 })
  })

  it("estimates a transaction's safeTxGas", async () => {
    const estimate = await apiKit.estimateSafeTransaction(safe(), { to: account(5).address, value: '1', operation: 0 })
    expect(BigInt(estimate.safeTxGas)).toBeGreaterThanOrEqual(0n)
  })
})

describe('delete', () => {
  it("deletes a queued proposal with its proposer's DeleteRequest signature, answering 204", async () => {
    const kit = await devProtocolKit(dev.chain.rpcUrl, account(0).privateKey, safe())
    const nonce = Number(await apiKit.getNextNonce(safe()))
    const tx = await kit.createTransaction({
      transactions: [{ to: zeroAddress, value: '3', data: '0x' }],
      options: { nonce },
    })
    const safeTxHash = (await kit.getTransactionHash(tx)) as Hex
    const signed = await kit.signTransaction(tx)
    const senderSignature = signed.getSignature(account(0).address)?.data ?? ''
    const proposal = { safeTransactionData: tx.data, safeTxHash, senderAddress: account(0).address, senderSignature }
    await apiKit.proposeTransaction({ safeAddress: safe(), ...proposal })

    const totp = BigInt(Math.floor(Date.now() / 3_600_000))
    const typed = deleteRequestTypedData(dev.chain.chainId, safe(), safeTxHash, totp)
    const signature = await privateKeyToAccount(account(0).privateKey).signTypedData(typed)
    const path = `/txs/31337/api/v2/multisig-transactions/${safeTxHash}/`
    const deleted = await request(dev.gateway.url, path, { ...postJson({ signature }), method: 'DELETE' })
    expect(deleted.status).toBe(204)
    await expect(apiKit.getTransaction(safeTxHash)).rejects.toMatchObject({ statusCode: 404 })
  })
})
