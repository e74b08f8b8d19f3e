import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { routeSessionRequest } from '../src/features/walletconnect/requests/routeSessionRequest'
import { holdsSafe, sessionSafe } from '../src/features/walletconnect/sessions/sessionSafe'

// Issue 31: a WalletConnect session belongs to the Safe it was approved for; requests are routed in the light of the
// Safe and chain open in Concord.

const safeA = getAddress('0x1c7d4b196cb0c7b01d743fbc6116a902379c7238')
const safeB = getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')
const sessionOf = (...accounts: string[]) => ({ namespaces: { eip155: { accounts } } })
const ask = (method: string, params: unknown[] = [], chainId = 'eip155:31337') => ({
  chainId,
  request: { method, params },
})

describe("a session's Safe", () => {
  it('is the address of its accounts, on whichever chain', () => {
    const session = sessionOf(`eip155:31337:${safeA}`, `eip155:31338:${safeA}`)
    expect(sessionSafe(session)).toBe(safeA)
    expect(holdsSafe(session, safeA.toLowerCase())).toBe(true)
    expect(holdsSafe(session, safeB)).toBe(false)
    expect(sessionSafe({ namespaces: {} })).toBeNull()
  })
})

describe('routing a request of a session', () => {
  const open = { safe: safeB, chainId: '31337' }

  it("gives a session of another Safe its own chain and accounts, never the open Safe's", () => {
    expect(routeSessionRequest(ask('eth_accounts'), safeA, open)).toEqual({ kind: 'answer', result: [safeA] })
    expect(routeSessionRequest(ask('eth_chainId', [], 'eip155:31338'), safeA, open)).toEqual({
      kind: 'answer',
      result: '0x7a6a',
    })
  })

  it('refuses a session of another Safe transactions, signatures, reads and switches, saying which Safe to open', () => {
    const tx = ask('eth_sendTransaction', [{ from: safeA, to: safeB, value: '0x1' }])
    for (const request of [tx, ask('personal_sign', ['0x68690a', safeA]), ask('eth_blockNumber')]) {
      expect(routeSessionRequest(request, safeA, open)).toEqual({
        kind: 'error',
        error: { code: 4100, message: expect.stringContaining(`open ${safeA} in Concord`) },
      })
    }
    // Its own mistakes are still its own: bad params are said as such.
    expect(routeSessionRequest(ask('eth_sendTransaction', [{}]), safeA, open)).toMatchObject({
      kind: 'error',
      error: { code: -32602 },
    })
  })

  it("routes the open Safe's session as before; another chain than the open one only to switch", () => {
    const tx = ask('eth_sendTransaction', [{ from: safeB, to: safeA, value: '0x1' }])
    expect(routeSessionRequest(tx, safeB, open)).toMatchObject({ kind: 'transaction', batch: false })
    expect(routeSessionRequest({ ...tx, chainId: 'eip155:31338' }, safeB, open)).toMatchObject({
      kind: 'error',
      error: { code: 4901 },
    })
    const switching = ask('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }], 'eip155:31338')
    expect(routeSessionRequest(switching, safeB, open)).toEqual({ kind: 'switchChain', chainId: '31338' })
  })
})
