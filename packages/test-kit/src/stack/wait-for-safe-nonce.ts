import { eventually } from '../eventually/eventually.js'

/**
 * Resolves once the gateway at `url` has indexed `safe` at `nonce` or later. Read from its nonces, which come from the
 * index only (404 until the indexer has seen the Safe): its info is answered from the chain before that.
 */
export async function waitForSafeNonce(url: string, chainId: string | number, safe: string, nonce: number) {
  const read = async () => {
    const response = await fetch(`${url}/v1/chains/${chainId}/safes/${safe}/nonces`)
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    return ((await response.json()) as { currentNonce: number }).currentNonce
  }
  await eventually(read, (seen) => seen >= nonce, `the gateway to index ${safe} up to nonce ${nonce}`)
}
