import { eventually } from '../eventually/eventually.js'

/** Resolves once the gateway at `url` reports `safe` at `nonce` or later (until its indexer has seen it: 404). */
export async function waitForSafeNonce(url: string, chainId: string | number, safe: string, nonce: number) {
  const read = async () => {
    const response = await fetch(`${url}/v1/chains/${chainId}/safes/${safe}`)
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    return ((await response.json()) as { nonce: number }).nonce
  }
  await eventually(read, (seen) => seen >= nonce, `the gateway to index ${safe} up to nonce ${nonce}`)
}
