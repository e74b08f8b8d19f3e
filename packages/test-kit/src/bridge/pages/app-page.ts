// An embedded app holding both our SDK and the real @safe-global/safe-apps-sdk 9.1.0, side by side.
import { AppsSdk, SafeAppProvider } from '@concord/apps-sdk'
import RealSdk from '@safe-global/safe-apps-sdk'
import { addFrame, page, param } from './dom.js'

const allow = param('allow')
const timeout = param('timeout')

/** What the tests reach as `globalThis.app` in the app frame. */
export type AppPageApi = {
  ours: AppsSdk
  real: RealSdk
  /** Raw data and origin of every message this frame received, and whether the parent window sent it. */
  received: { data: unknown; origin: string; fromParent: boolean }[]
  /** Our EIP-1193 provider, built from getSafeInfo as wagmi's safe connector does. */
  provider(): Promise<SafeAppProvider>
  /** Adds a child frame (for nested-frame forgeries). */
  addChild(src: string): Promise<void>
}

const received: AppPageApi['received'] = []
page.addEventListener('message', (event) =>
  received.push({ data: event.data, origin: event.origin, fromParent: event.source === page.parent }),
)

const ours = new AppsSdk({
  ...(allow ? { allowedDomains: [new RegExp(allow)] } : {}),
  ...(timeout ? { timeoutMs: Number(timeout) } : {}),
})
let provider: SafeAppProvider | undefined

page.app = {
  ours,
  real: new RealSdk(),
  received,
  provider: async () => {
    provider ??= new SafeAppProvider(await ours.safe.getInfo(), ours)
    return provider
  },
  addChild: async (src) => void (await addFrame(src, 'child')),
} satisfies AppPageApi
