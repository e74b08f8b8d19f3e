import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import type { Page } from 'playwright-core'
import decodeQR from 'qr/decode.js'
import type { Hex, TypedDataDefinition } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** An owner's phone wallet: @reown/walletkit on @walletconnect/core in Node, holding one dev account's key. */
export type PhoneWallet = {
  wallet: Awaited<ReturnType<typeof WalletKit.init>>
  /** The methods it answered, in order (personal_sign for the sign-in, eth_signTypedData_v4 for a SafeTx …). */
  answered: string[]
  stop(): Promise<void>
}

let run = 0

/** Answers one request the way a phone wallet would after its user tapped "Sign": with the account's own signature. */
async function answer(
  account: ReturnType<typeof privateKeyToAccount>,
  request: WalletKitTypes.SessionRequest['params'],
): Promise<unknown> {
  const { method, params } = request.request as { method: string; params: unknown[] }
  if (method === 'personal_sign') return account.signMessage({ message: { raw: params[0] as Hex } })
  if (method === 'eth_signTypedData_v4') {
    const text = params[1]
    const typed = (typeof text === 'string' ? JSON.parse(text) : text) as TypedDataDefinition & {
      types: Record<string, unknown>
    }
    // viem derives the domain's type from the domain itself.
    const { EIP712Domain: _domain, ...types } = typed.types
    return account.signTypedData({ ...typed, types } as TypedDataDefinition)
  }
  if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [account.address]
  if (method === 'eth_chainId') return `0x${BigInt(request.chainId.split(':')[1] ?? '0').toString(16)}`
  if (method === 'wallet_switchEthereumChain') return null
  throw Object.assign(new Error(`The phone wallet of the test does not answer ${method}.`), { code: 4200 })
}

/**
 * Starts a phone wallet on the tests' local relay (a stand-in for WalletConnect's relay): it approves any session
 * proposal for its account on every EVM chain asked (`first` first), and signs what it is asked.
 */
export async function startPhoneWallet(relayUrl: string, privateKey: Hex, first: string): Promise<PhoneWallet> {
  run++
  const account = privateKeyToAccount(privateKey)
  const core = new Core({
    projectId: 'concord-wc-test',
    relayUrl,
    // Core keeps one instance per storage prefix in a process global: each wallet gets its own.
    customStoragePrefix: `phone-${process.pid}-${run}`,
    storageOptions: { database: ':memory:' },
    telemetryEnabled: false,
    logger: 'silent',
  })
  const wallet = await WalletKit.init({
    // Core declares relayUrl optional where ICore requires it (the SDK's own types disagree).
    core: core as unknown as Parameters<typeof WalletKit.init>[0]['core'],
    metadata: { name: 'Phone wallet', description: 'An owner’s phone', url: 'https://phone.example', icons: [] },
  })
  const answered: string[] = []
  wallet.on('session_proposal', (proposal) => {
    const asked = [proposal.params.requiredNamespaces, proposal.params.optionalNamespaces].flatMap((namespaces) =>
      Object.entries(namespaces ?? {}).flatMap(([key, ns]) => (key.startsWith('eip155') ? [ns] : [])),
    )
    const chains = [...new Set([first, ...asked.flatMap((ns) => ns.chains ?? [])])]
    void wallet.approveSession({
      id: proposal.id,
      namespaces: {
        eip155: {
          chains,
          accounts: chains.map((chain) => `${chain}:${account.address}`),
          methods: [...new Set(['personal_sign', 'eth_signTypedData_v4', ...asked.flatMap((ns) => ns.methods)])],
          events: [...new Set(['accountsChanged', 'chainChanged', ...asked.flatMap((ns) => ns.events)])],
        },
      },
    })
  })
  wallet.on('session_request', async (event) => {
    const method = (event.params.request as { method: string }).method
    const response = await answer(account, event.params).then(
      (result) => ({ result }),
      (error: Error & { code?: number }) => ({ error: { code: error.code ?? -32603, message: error.message } }),
    )
    answered.push(method)
    await wallet.respondSessionRequest({ topic: event.topic, response: { id: event.id, jsonrpc: '2.0', ...response } })
  })
  return {
    wallet,
    answered,
    stop: async () => {
      core.heartbeat.stop()
      await core.relayer.transportClose().catch(() => undefined)
    },
  }
}

/**
 * What a phone's camera reads from the QR code in RainbowKit's WalletConnect dialog: the code (an SVG) is drawn on a
 * canvas in the page and its pixels decoded in Node with `qr`'s decoder, as a scanning wallet would.
 */
export async function scanQrCode(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog')
  // The QR code is the dialog's one large SVG (the others are icons).
  await page.waitForFunction(
    () => [...document.querySelectorAll('[role="dialog"] svg')].some((s) => s.getBoundingClientRect().width >= 150),
    undefined,
    { timeout: 30_000 },
  )
  await dialog.waitFor()
  const image = await page.evaluate(async () => {
    const svg = [...document.querySelectorAll('[role="dialog"] svg')].find(
      (s) => s.getBoundingClientRect().width >= 150,
    ) as SVGSVGElement
    const size = 480
    const margin = 48
    const copy = svg.cloneNode(true) as SVGSVGElement
    copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg')
    copy.setAttribute('width', String(size))
    copy.setAttribute('height', String(size))
    copy.setAttribute('color', '#000')
    copy.style.color = '#000'
    const picture = new Image()
    picture.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(copy))}`
    await picture.decode()
    const canvas = document.createElement('canvas')
    canvas.width = size + 2 * margin
    canvas.height = size + 2 * margin
    const context = canvas.getContext('2d') as CanvasRenderingContext2D
    context.fillStyle = '#fff'
    context.fillRect(0, 0, canvas.width, canvas.height)
    context.drawImage(picture, margin, margin, size, size)
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height)
    return { width: pixels.width, height: pixels.height, data: Array.from(pixels.data) }
  })
  return decodeQR({ width: image.width, height: image.height, data: Uint8ClampedArray.from(image.data) })
}
