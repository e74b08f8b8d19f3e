import type { Page } from 'playwright-core'
import { parseSiweMessage } from 'viem/siwe'

/** What the stand-in auth endpoints saw. */
export type AuthDoubleState = {
  signedIn: string | null
  nonceCalls: number
  verifies: { message: string; signature: `0x${string}` }[]
  logouts: number
}

/**
 * The gateway's SIWE routes land in a later issue: until then this page-level stand-in answers them as the brief
 * specifies (nonce, verify setting the session, me, logout), failing the first calls as the plan says.
 */
export async function installAuthDouble(page: Page, plan: { nonceFailures: number; verifyFailures: number }) {
  const state: AuthDoubleState = { signedIn: null, nonceCalls: 0, verifies: [], logouts: 0 }
  await page.route('**/v1/auth/**', async (route) => {
    const path = new URL(route.request().url()).pathname
    const json = (status: number, body: unknown) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) })
    if (path === '/v1/auth/nonce') {
      state.nonceCalls++
      if (state.nonceCalls <= plan.nonceFailures) return json(503, { code: 503, message: 'Nonce store unavailable' })
      return json(200, { nonce: `concordnonce${state.nonceCalls}` })
    }
    if (path === '/v1/auth/verify') {
      const body = route.request().postDataJSON() as AuthDoubleState['verifies'][number]
      state.verifies.push(body)
      if (state.verifies.length <= plan.verifyFailures) return json(401, { code: 401, message: 'Invalid signature' })
      state.signedIn = parseSiweMessage(body.message).address ?? null
      return route.fulfill({ status: 200, body: '' })
    }
    if (path === '/v1/auth/me') {
      return state.signedIn ? json(200, { address: state.signedIn }) : json(401, { code: 401, message: 'No session' })
    }
    if (path === '/v1/auth/logout') {
      state.signedIn = null
      state.logouts++
      return route.fulfill({ status: 200, body: '' })
    }
    return json(404, { code: 404, message: 'Not found' })
  })
  return state
}
