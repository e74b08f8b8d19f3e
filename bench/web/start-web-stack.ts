import { rmSync } from 'node:fs'
import { type DevStack, startDevStack, waitForSafeNonce } from '@concord/test-kit/dev-stack'
import { buildWebApp } from '@concord/test-kit/web-build'

/** The dev stack serving a fresh production build of the web app (in `webRoot`), its demo Safe indexed. */
export type WebStack = DevStack & { url: string; webRoot: string }

/** Builds the web app, starts the seeded dev chain and the gateway serving the build; `stop` also removes the build. */
export async function startWebStack(): Promise<WebStack> {
  const webRoot = await buildWebApp()
  const removeBuild = () => rmSync(webRoot, { recursive: true, force: true })
  const stack = await startDevStack({ ens: true, webRoot }).catch((error: unknown) => {
    removeBuild()
    throw error
  })
  const stop = async () => {
    await stack.stop()
    removeBuild()
  }
  const demo = stack.chain.demo.safe
  await waitForSafeNonce(stack.gateway.url, stack.chain.chainId, demo.address, demo.nonce).catch(async (error) => {
    await stop()
    throw error
  })
  return { ...stack, url: stack.gateway.url, webRoot, stop }
}
