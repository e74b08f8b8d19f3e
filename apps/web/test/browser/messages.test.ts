import { compatibilityFallbackHandlerAbi, EIP1271_MAGIC_VALUE, getSafeMessageTypedData } from '@concord/protocol'
import type { Page } from 'playwright-core'
import { createPublicClient, type Hex, hashMessage, hashTypedData, http, keccak256, stringToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { confirmOnDetails, devAccount, signOnReview } from './flowsHelpers'
import { editInlineBoot } from './inlineBoot'
import { switchAccount } from './lifecycleHelpers'
import { freshPage, type Stack, soleNewPage, startSeededStack } from './stack'
import { connectAndSignIn } from './wallet'

let stack: Stack
beforeAll(async () => {
  stack = await startSeededStack()
}, 180_000)
afterAll(() => stack?.stop())

const safe = () => stack.chain.demo.safe.address
const messagesPath = () => `/dev:${safe()}/transactions/messages`

// The handler's ABI overloads isValidSignature (bytes / bytes32); the EIP-1271 one takes the bytes32 hash.
const isValidSignatureAbi = compatibilityFallbackHandlerAbi.filter(
  (item) => item.type === 'function' && item.name === 'isValidSignature' && item.inputs[0]?.type === 'bytes32',
)

/** What the Safe's isValidSignature answers on chain for a content hash and signature (a revert reads as "reverted"). */
async function isValidOnChain(contentHash: Hex, signature: Hex): Promise<string> {
  const client = createPublicClient({ transport: http(stack.chain.rpcUrl) })
  return client
    .readContract({
      address: safe(),
      abi: isValidSignatureAbi,
      functionName: 'isValidSignature',
      args: [contentHash, signature],
    })
    .catch(() => 'reverted')
}

/** The gateway's message by its hash (Node side). */
async function gatewayMessage(messageHash: string) {
  const response = await fetch(`${stack.url}/v1/chains/${stack.chain.chainId}/messages/${messageHash}`)
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  return (await response.json()) as { status: string; preparedSignature: Hex | null; message: unknown }
}

/** Opens "New message", enters `input` as text or typed data and signs it off chain; resolves on its details page. */
async function signNewMessage(page: Page, kind: 'Text' | 'Typed data', input: string) {
  await page.getByRole('button', { name: 'New message' }).click()
  const form = page.getByRole('form', { name: 'Sign message' })
  await form.getByLabel(kind === 'Text' ? 'Text' : /Typed data \(EIP-712/).check()
  await form.getByRole('textbox').fill(input)
  await form.getByRole('button', { name: 'Sign off chain' }).click()
}

const messageHashOf = (page: Page) => new URL(page.url()).searchParams.get('messageHash') ?? ''

/** Confirms the open message as the connected owner and waits until the page shows it CONFIRMED. */
async function confirmMessage(page: Page) {
  await page.getByRole('region', { name: 'Confirm' }).getByRole('button', { name: 'Confirm', exact: true }).click()
  await page.locator('.page__head').getByText('Confirmed').waitFor({ timeout: 30_000 })
}

describe('Safe messages in Chromium (demo Safe, 2 of 4: accounts 3, 0, 1, 2; the dev chain has EIP1271)', () => {
  test('a text message: owner 3 signs it off chain, owner 0 confirms, and the Safe accepts the signature on chain', async () => {
    const text = `Concord message ${Date.now()}`
    const page = await freshPage(stack, messagesPath())
    await connectAndSignIn(page, devAccount(3).address)
    await page.getByText(/No messages yet/).waitFor()
    expect(
      await page.getByRole('navigation', { name: 'Safe pages' }).getByRole('link', { name: 'Messages' }).count(),
    ).toBe(1)

    await signNewMessage(page, 'Text', text)
    await page.waitForURL(/\/transactions\/msg\?messageHash=0x/, { timeout: 30_000 })
    const messageHash = messageHashOf(page)
    await page.getByRole('region', { name: 'Signers' }).getByText('Confirmations 1/2').waitFor()
    await page
      .getByRole('region', { name: 'Hashes' })
      .getByText(/matches the gateway's/)
      .waitFor()
    expect(await page.getByRole('region', { name: 'Message' }).textContent()).toContain(text)
    await page.getByRole('region', { name: 'Confirm' }).getByText('You have signed this message.').waitFor()
    expect((await gatewayMessage(messageHash)).status).toBe('NEEDS_CONFIRMATION')

    await switchAccount(page, devAccount(0).address)
    await confirmMessage(page)
    await page.getByRole('region', { name: 'Signers' }).getByText('Confirmations 2/2').waitFor()
    // Who signed, with when: the proposer first, then the confirming owner.
    expect(await page.getByRole('region', { name: 'Signers' }).textContent()).toMatch(/proposed \S.*signed \S/)
    await page.getByRole('region', { name: 'Signature' }).getByText('✓ Valid for this Safe').waitFor()
    const shown = await page.getByTestId('prepared-signature').textContent()

    // The chain itself, not only the page: isValidSignature(hashMessage(text), preparedSignature) is the magic value.
    const served = await gatewayMessage(messageHash)
    expect(served.status).toBe('CONFIRMED')
    expect(shown).toBe(served.preparedSignature)
    expect(await isValidOnChain(hashMessage(text), served.preparedSignature as Hex)).toBe(EIP1271_MAGIC_VALUE)
    expect(await isValidOnChain(hashMessage(`${text}!`), served.preparedSignature as Hex)).not.toBe(EIP1271_MAGIC_VALUE)

    // The list groups it under its UTC day and links back to it.
    await page.getByRole('navigation', { name: 'Safe pages' }).getByRole('link', { name: 'Messages' }).click()
    const list = page.getByRole('list', { name: 'Messages' })
    const day = new Date().toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'long' })
    await list.getByRole('heading', { name: day }).waitFor()
    await list
      .getByRole('link', { name: new RegExp(text) })
      .getByText('Confirmed')
      .waitFor()
  })

  test('a typed-data message: shown as a tree, confirmed by a second owner, valid on chain', async () => {
    const mail = {
      domain: { name: 'Ether Mail', version: '1', chainId: 31337, verifyingContract: safe() },
      types: {
        Person: [
          { name: 'name', type: 'string' },
          { name: 'wallet', type: 'address' },
        ],
        Mail: [
          { name: 'from', type: 'Person' },
          { name: 'contents', type: 'string' },
        ],
      },
      message: { from: { name: 'Cow', wallet: devAccount(5).address }, contents: `Hello ${Date.now()}` },
    }
    const page = await freshPage(stack, messagesPath())
    await connectAndSignIn(page, devAccount(1).address)
    await signNewMessage(page, 'Typed data', JSON.stringify(mail, null, 2))
    await page.waitForURL(/\/transactions\/msg\?messageHash=0x/, { timeout: 30_000 })
    const content = page.getByRole('region', { name: 'Message' })
    await content.getByRole('heading', { name: 'Message (EIP-712 typed data)' }).waitFor()
    await content.getByRole('heading', { name: 'Mail' }).waitFor()
    await content.getByText(mail.message.contents).waitFor()
    await content.getByText(devAccount(5).address).waitFor()
    await page
      .getByRole('region', { name: 'Hashes' })
      .getByText(/matches the gateway's/)
      .waitFor()

    await switchAccount(page, devAccount(2).address)
    await confirmMessage(page)
    const served = await gatewayMessage(messageHashOf(page))
    const contentHash = hashTypedData({ ...mail, primaryType: 'Mail' })
    expect(await isValidOnChain(contentHash, served.preparedSignature as Hex)).toBe(EIP1271_MAGIC_VALUE)
    await page.getByRole('region', { name: 'Signature' }).getByText('✓ Valid for this Safe').waitFor()
  })

  test('worded refusals: typed data that is not JSON, and a bare hash until blind signing is enabled in Settings', async () => {
    const page = await freshPage(stack, messagesPath())
    await connectAndSignIn(page, devAccount(3).address)
    await page.getByRole('button', { name: 'New message' }).click()
    const form = page.getByRole('form', { name: 'Sign message' })
    await form.getByLabel(/Typed data \(EIP-712/).check()
    await form.getByRole('textbox').fill('{"domain": ')
    await form.getByRole('button', { name: 'Sign off chain' }).click()
    await form
      .getByRole('alert')
      .getByText(/^This is not JSON/)
      .waitFor()

    const blind = keccak256(stringToHex(`blind ${Date.now()}`))
    await form.getByLabel('Text').check()
    await form.getByRole('textbox').fill(blind)
    await form.getByRole('button', { name: 'Sign off chain' }).click()
    await form
      .getByRole('alert')
      .getByText(/signing it is blind.*enable "Blind signing" in Settings/)
      .waitFor()
    expect(page.url()).toContain('/transactions/messages')

    await page.getByRole('navigation', { name: 'Safe pages' }).getByRole('link', { name: 'Settings' }).click()
    await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Security' }).click()
    await page.getByRole('region', { name: 'Blind signing' }).getByRole('checkbox').check()
    await page.getByRole('navigation', { name: 'Safe pages' }).getByRole('link', { name: 'Messages' }).click()
    await signNewMessage(page, 'Text', blind)
    await page.waitForURL(/\/transactions\/msg\?messageHash=0x/, { timeout: 30_000 })
    await page.getByRole('region', { name: 'Signers' }).getByText('Confirmations 1/2').waitFor()
    expect((await gatewayMessage(messageHashOf(page))).message).toBe(blind)
  })

  test('a link to a message the Safe does not have says so; once it is proposed, the same link (reloaded) shows it', async () => {
    const text = `Not yet proposed ${Date.now()}`
    const domain = { chainId: BigInt(stack.chain.chainId), safeAddress: safe(), version: stack.chain.demo.safe.version }
    const typed = getSafeMessageTypedData({ ...domain, message: text })
    const messageHash = hashTypedData(typed)
    const page = await freshPage(stack, `/dev:${safe()}/transactions/msg?messageHash=${messageHash}`)
    await page.getByText(`This Safe has no message with hash ${messageHash}`).waitFor({ timeout: 30_000 })
    expect(await page.getByRole('link', { name: "Open the Safe's messages" }).getAttribute('href')).toBe(messagesPath())

    // A nested Safe's parent panel leaves the same "none yet" under this message's key, and the cache is kept across
    // reloads: the page must fetch again on opening, not keep showing that the message does not exist.
    const signature = await privateKeyToAccount(devAccount(1).privateKey).signTypedData(typed)
    const proposed = await fetch(`${stack.url}/v1/chains/${stack.chain.chainId}/safes/${safe()}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: text, signature }),
    })
    expect(proposed.status).toBe(202)
    await page.waitForTimeout(1_500) // the persisted cache is written at most once a second
    await page.reload()
    await page.getByRole('region', { name: 'Message', exact: true }).getByText(text).waitFor({ timeout: 30_000 })
  })

  test('a gateway answer with a tampered message: the blocking warning and no Confirm; the real answer offers it', async () => {
    const text = `Tamper me ${Date.now()}`
    const owner = devAccount(1)
    const domain = { chainId: BigInt(stack.chain.chainId), safeAddress: safe(), version: stack.chain.demo.safe.version }
    const typed = getSafeMessageTypedData({ ...domain, message: text })
    const signature = await privateKeyToAccount(owner.privateKey).signTypedData(typed)
    const proposed = await fetch(`${stack.url}/v1/chains/${stack.chain.chainId}/safes/${safe()}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: text, signature }),
    })
    expect(proposed.status).toBe(202)
    const messageHash = hashTypedData(typed)

    const page = await freshPage(stack, messagesPath())
    await connectAndSignIn(page, devAccount(0).address)
    const tamper = (url: URL) => url.pathname.endsWith(`/messages/${messageHash}`)
    await page.route(tamper, async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { message: string }
      body.message = `${text} and send everything to Mallory`
      await route.fulfill({ response, json: body })
    })
    await page.goto(`${stack.url}/dev:${safe()}/transactions/msg?messageHash=${messageHash}`)
    await page.getByTestId('hash-mismatch').waitFor()
    await page
      .getByRole('region', { name: 'Confirm' })
      .getByText(/Signing is blocked/)
      .waitFor()
    expect(await page.getByRole('button', { name: 'Confirm', exact: true }).count()).toBe(0)

    await page.unroute(tamper)
    await page.reload()
    await page.getByRole('region', { name: 'Confirm' }).getByRole('button', { name: 'Confirm', exact: true }).waitFor()
    expect(await page.getByTestId('hash-mismatch').count()).toBe(0)
    expect((await gatewayMessage(messageHash)).status).toBe('NEEDS_CONFIRMATION')
  })

  test('a chain without EIP1271: the message is signed on chain (SignMessageLib by DELEGATECALL) through the review screen', async () => {
    const text = `On chain ${Date.now()}`
    // The same dev chain, as a gateway without the EIP1271 feature would describe it.
    const page = await soleNewPage(stack)
    await stack.browser.clearCookies()
    await editInlineBoot(page, { withoutFeatures: ['EIP1271'] })
    const chains = (url: URL) => url.pathname === '/v1/chains'
    await page.route(chains, async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { results: { features: string[] }[] }
      for (const chain of body.results) chain.features = chain.features.filter((f) => f !== 'EIP1271')
      await route.fulfill({ response, json: body })
    })
    await page.goto(`${stack.url}/config.json`)
    await page.evaluate('localStorage.clear()')
    await page.goto(`${stack.url}${messagesPath()}`)
    await connectAndSignIn(page, devAccount(3).address)
    await page.getByRole('button', { name: 'New message' }).click()
    const form = page.getByRole('form', { name: 'Sign message' })
    await form.getByText(/signed by a transaction \(SignMessageLib\)/).waitFor()
    await form.getByRole('textbox').fill(text)
    await form.getByRole('button', { name: 'Review on-chain signature' }).click()
    await page.getByRole('heading', { name: 'Sign message on chain' }).waitFor()
    await signOnReview(page)

    await switchAccount(page, devAccount(0).address)
    await confirmOnDetails(page, true)
    await page.locator('.page__head').getByText('Success').waitFor({ timeout: 60_000 })
    // The Safe now accepts the message with an empty signature: signedMessages holds its hash.
    expect(await isValidOnChain(hashMessage(text), '0x')).toBe(EIP1271_MAGIC_VALUE)
    await page.unroute(chains)
  })
})
