import { createGatewayClient } from '@concord/gateway-client'
import {
  buildSafeTransactionData,
  execTransactionArgs,
  getSafeTxTypedData,
  hashSafeTx,
  joinSignatures,
  type SafeVersion,
  safeAbisByVersion,
  sortSignaturesByOwner,
} from '@concord/protocol'
import { SignClient } from '@walletconnect/sign-client'
import type { Page } from 'playwright-core'
import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devAccount } from './flowsHelpers'
import { settingsClient } from './settingsHelpers'
import type { Stack } from './stack'

/** A dapp built on the real @walletconnect/sign-client, in Node. */
export type Dapp = Awaited<ReturnType<typeof SignClient.init>>

let run = 0

/**
 * A dapp on the real WalletConnect SDK (@walletconnect/sign-client), talking through `relayUrl`: the tests' local
 * relay, a stand-in for WalletConnect's relay service, which this machine cannot reach. Memory storage, no telemetry.
 */
export function startDapp(relayUrl: string, name = 'Test dapp'): Promise<Dapp> {
  run++
  return SignClient.init({
    projectId: 'concord-wc-test',
    relayUrl,
    metadata: { name, description: 'A dapp of the WalletConnect journeys', url: 'https://dapp.example', icons: [] },
    // Core keeps one instance per storage prefix in a process global: each dapp gets its own.
    customStoragePrefix: `dapp-${process.pid}-${run}`,
    storageOptions: { database: ':memory:' },
    telemetryEnabled: false,
    logger: 'silent',
  })
}

/** Stops the dapp's heartbeat and transport so the test process can end. */
export async function stopDapp(dapp: Dapp | undefined): Promise<void> {
  if (!dapp) return
  dapp.core.heartbeat.stop()
  await dapp.core.relayer.transportClose().catch(() => undefined)
}

type Connected = Awaited<ReturnType<Dapp['connect']>>

/** A session proposal's pairing link and the promise of its session (or of the wallet's refusal). */
export type ProposedSession = { uri: string; approved: ReturnType<Connected['approval']> }

/**
 * The dapp proposes a session. Its `approval()` is called at once: sign-client's delayed promise only resolves a
 * settlement that arrives after approval() was called, so a wallet that approves while the test is still clicking
 * would otherwise leave it waiting forever.
 */
export async function proposeSession(dapp: Dapp, namespaces: Parameters<Dapp['connect']>[0]): Promise<ProposedSession> {
  const { uri, approval } = await dapp.connect(namespaces)
  if (uri === undefined) throw new Error('the dapp made no pairing link')
  const approved = approval()
  // Observed by the test that awaits it; a branch that handles it keeps an early failure from being "unhandled".
  approved.catch(() => undefined)
  return { uri, approved }
}

/** What a dapp typically asks for: the dev chain optional, signing and sending, EIP-5792. */
export function dappNamespaces(chains: string[], required = false) {
  const ns = {
    eip155: {
      chains,
      // eth_sign too: a method a Safe cannot do, which the wallet must answer with an error.
      methods: ['eth_sendTransaction', 'personal_sign', 'eth_signTypedData_v4', 'wallet_sendCalls', 'eth_sign'],
      events: ['accountsChanged', 'chainChanged'],
    },
  }
  return required ? { requiredNamespaces: ns } : { optionalNamespaces: ns }
}

/**
 * A fresh tab on `path` with nothing remembered, WalletConnect's IndexedDB included (the file's tests share the
 * browser profile, and the wallet's sessions live there).
 */
export async function freshWalletPage(stack: Stack, path: string): Promise<Page> {
  for (const open of stack.browser.pages()) await open.close()
  const page = await stack.browser.newPage()
  await stack.browser.clearCookies()
  await page.goto(`${stack.url}/config.json`)
  await page.evaluate(async () => {
    localStorage.clear()
    const names = (await indexedDB.databases()).flatMap((db) => (db.name ? [db.name] : []))
    // Each deletion is awaited: the next page's WalletConnect must not open the old database meanwhile.
    await Promise.all(
      names.map(
        (name) =>
          new Promise<void>((resolve, reject) => {
            const request = indexedDB.deleteDatabase(name)
            request.onsuccess = () => resolve()
            request.onerror = () => reject(request.error)
          }),
      ),
    )
  })
  await page.goto(`${stack.url}${path}`)
  return page
}

/** Pastes the dapp's pairing link into "Connect a dapp". */
export async function pasteLink(page: Page, uri: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Connect a dapp' })
  await form.getByLabel('WalletConnect link').fill(uri)
  await form.getByRole('button', { name: 'Connect' }).click()
}

/** Waits until the review's Sign button is enabled (nonce, gas and simulation loaded), then clicks it. */
export async function signWhenReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('section[aria-label="Sign"] button')].some(
        (b) => b.textContent === 'Sign' && !(b as HTMLButtonElement).disabled,
      ),
    undefined,
    { timeout: 30_000 },
  )
  await page.getByRole('region', { name: 'Sign' }).getByRole('button', { name: 'Sign', exact: true }).click()
}

/**
 * A second owner confirms the proposal `safeTxHash` at the gateway, then account 9 executes it with the gateway's
 * signatures (as any executor would); fails unless the Safe reports success.
 */
export async function confirmAndExecute(
  stack: Stack,
  // The devchain's demo Safes are of the versions this test's Safe is (1.3.0 / 1.4.1): their ABIs are in the registry.
  safe: { address: Address; version: string },
  safeTxHash: Hex,
  owner: number,
): Promise<Hex> {
  const gateway = createGatewayClient({ baseUrl: stack.url })
  const chainId = String(stack.chain.chainId)
  const details = await gateway.getTransactionDetails(chainId, safeTxHash)
  const info = details.detailedExecutionInfo
  if (!details.txData || info?.type !== 'MULTISIG') throw new Error(`${safeTxHash} is not a multisig proposal`)
  const tx = buildSafeTransactionData({
    to: details.txData.to.value,
    value: BigInt(details.txData.value ?? '0'),
    data: details.txData.hexData,
    operation: details.txData.operation as 0 | 1,
    safeTxGas: BigInt(info.safeTxGas),
    baseGas: BigInt(info.baseGas),
    gasPrice: BigInt(info.gasPrice),
    gasToken: info.gasToken,
    refundReceiver: info.refundReceiver.value,
    nonce: BigInt(info.nonce),
  })
  const version = safe.version as SafeVersion
  const domain = { chainId: stack.chain.chainId, safeAddress: safe.address, version }
  if (hashSafeTx({ ...domain, tx }) !== safeTxHash) throw new Error('the gateway’s transaction hashes otherwise')
  const second = privateKeyToAccount(devAccount(owner).privateKey)
  const signature = await second.signTypedData(getSafeTxTypedData({ ...domain, tx }))
  await gateway.confirmTransaction(chainId, safeTxHash, { signature })
  const confirmed = await gateway.getTransactionDetails(chainId, safeTxHash)
  const confirmations =
    confirmed.detailedExecutionInfo?.type === 'MULTISIG' ? confirmed.detailedExecutionInfo.confirmations : []
  const parts = confirmations.map((c) => ({ owner: c.signer.value, signature: c.signature as Hex }))
  const signatures = joinSignatures(sortSignaturesByOwner(parts).map(({ signature: s }) => ({ signature: s })))
  const client = settingsClient(stack.chain)
  const hash = await client.writeContract({
    account: privateKeyToAccount(devAccount(9).privateKey),
    address: safe.address,
    abi: safeAbisByVersion[version].Safe,
    functionName: 'execTransaction',
    args: execTransactionArgs(tx, signatures),
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`execTransaction of ${safeTxHash} reverted`)
  return hash
}

/**
 * `promise`, or a failure naming `what` once `ms` have passed: a dapp's request has no timeout of its own, so an answer
 * that never comes would otherwise show only as the test's timeout, with no word of which one.
 */
export function orFailAfter<T>(promise: Promise<T>, what: string, ms = 30_000): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const failed = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer after ${ms / 1000} s: ${what}`)), ms)
  })
  return Promise.race([promise, failed]).finally(() => clearTimeout(timer))
}
