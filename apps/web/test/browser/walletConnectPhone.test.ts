import { createGatewayClient } from '@concord/gateway-client'
import { startWalletConnectRelay, type WalletConnectRelay } from '@concord/test-kit/walletconnect'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { proposeCall } from './cosignHelpers'
import { confirmOnDetails, devAccount } from './flowsHelpers'
import { type Stack, startSeededStack } from './stack'
import { signMessage, walletUiReady } from './wallet'
import { freshWalletPage } from './walletConnectDapp'
import { type PhoneWallet, scanQrCode, startPhoneWallet } from './walletConnectPhone'

// Issue 31, point 2: an owner signs from another device. The page connects through RainbowKit's WalletConnect
// connector; the owner's phone wallet is @reown/walletkit in Node with dev account 3's key; between them the tests'
// local relay, a stand-in for WalletConnect's relay, which this machine cannot reach.

let relay: WalletConnectRelay
let stack: Stack
let phone: PhoneWallet | undefined

beforeAll(async () => {
  relay = await startWalletConnectRelay()
  stack = await startSeededStack({ walletConnect: { projectId: 'concord-wc-test', relayUrl: relay.url } })
}, 300_000)
afterAll(async () => {
  await phone?.stop()
  await stack?.stop()
  await relay?.stop()
})

describe('an owner with a phone wallet (demo Safe, 2 of 4)', { timeout: 180_000 }, () => {
  test("scans RainbowKit's WalletConnect QR code, signs in (personal_sign) and confirms a transaction (eth_signTypedData_v4) from the phone", async () => {
    const owner = devAccount(3)
    const safe = stack.chain.demo.safe
    phone = await startPhoneWallet(relay.url, owner.privateKey, `eip155:${stack.chain.chainId}`)
    // Owner 0 proposed a call; owner 3 confirms it from the phone.
    const id = await proposeCall(stack, 0, { to: devAccount(5).address, data: '0x', operation: 0 }, safe.nonce)
    const page = await freshWalletPage(stack, `/dev:${safe.address}/transactions/tx?id=${encodeURIComponent(id)}`)

    await walletUiReady(page)
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'WalletConnect' }).click()
    const uri = await scanQrCode(page)
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(uri).toContain('relay-protocol=irn')
    await phone.wallet.pair({ uri })

    // Connected as the phone's account, the page asks to sign in: the phone signs the SIWE message.
    await signMessage(page)
    expect(phone.answered).toContain('personal_sign')
    const session = Object.values(phone.wallet.getActiveSessions())[0]
    expect(session?.namespaces.eip155?.accounts[0]).toBe(`eip155:${stack.chain.chainId}:${owner.address}`)

    await confirmOnDetails(page)
    expect(phone.answered).toContain('eth_signTypedData_v4')
    const details = await createGatewayClient({ baseUrl: stack.url }).getTransactionDetails(
      String(stack.chain.chainId),
      id,
    )
    const info = details.detailedExecutionInfo
    const signers = info?.type === 'MULTISIG' ? info.confirmations.map((c) => c.signer.value) : []
    expect(signers).toEqual(expect.arrayContaining([devAccount(0).address, owner.address]))
  })
})
