import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { routeSessionRequest } from '../src/features/walletconnect/requests/routeSessionRequest'
import { movedNamespaces } from '../src/features/walletconnect/sessions/movedNamespaces'
import { sessionSafe } from '../src/features/walletconnect/sessions/sessionSafe'

// Issue 31: switching Safe or chain moves every WalletConnect session to the Safe open on screen (as Safe{Wallet}
// does); requests are routed against that Safe, and one naming another Safe is refused in words.

const safeA = getAddress('0x1c7d4b196cb0c7b01d743fbc6116a902379c7238')
const safeB = getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')
const ns = (chains: string[], safe: string) => ({
  chains,
  accounts: chains.map((c) => `${c}:${safe}`),
  methods: ['eth_sendTransaction'],
  events: ['accountsChanged', 'chainChanged'],
})
const ask = (method: string, params: unknown[] = [], chainId = 'eip155:31337') => ({
  chainId,
  request: { method, params },
})

describe("a session's Safe", () => {
  it('is the address of its first account', () => {
    expect(sessionSafe({ namespaces: { eip155: ns(['eip155:31337', 'eip155:31338'], safeA) } })).toBe(safeA)
    expect(sessionSafe({ namespaces: {} })).toBeNull()
  })
})

describe('moving a session to the open Safe', () => {
  it('names the open Safe on every chain, the open chain first, keeping the chains where that Safe exists', () => {
    const session = { namespaces: { eip155: ns(['eip155:31337', 'eip155:31338', 'eip155:5'], safeA) } }
    const moved = movedNamespaces(session, safeB, 'eip155:31338', ['eip155:31338', 'eip155:31337'])
    expect(moved?.eip155?.chains).toEqual(['eip155:31338', 'eip155:31337'])
    expect(moved?.eip155?.accounts).toEqual([`eip155:31338:${safeB}`, `eip155:31337:${safeB}`])
    // The rest of the namespace (methods, events) is the dapp's approval, unchanged.
    expect(moved?.eip155?.methods).toEqual(['eth_sendTransaction'])
  })

  it("adds the open chain when the session lacked it and keeps a chain the dapp required, as WalletConnect's update needs", () => {
    const session = {
      namespaces: { eip155: ns(['eip155:5'], safeA) },
      requiredNamespaces: { eip155: { chains: ['eip155:5'] } },
    }
    const moved = movedNamespaces(session, safeB, 'eip155:31337', ['eip155:31337'])
    expect(moved?.eip155?.accounts).toEqual([`eip155:31337:${safeB}`, `eip155:5:${safeB}`])
    expect(movedNamespaces({ namespaces: {} }, safeB, 'eip155:31337', ['eip155:31337'])).toBeNull()
  })
})

describe('routing a request of a session', () => {
  const open = { safe: safeB, chainId: '31337' }

  it('answers with the open Safe, whichever Safe the session was approved for', () => {
    expect(routeSessionRequest(ask('eth_accounts'), open)).toEqual({ kind: 'answer', result: [safeB] })
    const tx = ask('eth_sendTransaction', [{ from: safeB, to: safeA, value: '0x1' }])
    expect(routeSessionRequest(tx, open)).toMatchObject({ kind: 'transaction', batch: false })
  })

  it('refuses with 4100, in words, a request naming the previous Safe (sent before the switch)', () => {
    const tx = ask('eth_sendTransaction', [{ from: safeA, to: safeB, value: '0x1' }])
    for (const request of [tx, ask('personal_sign', ['0x68690a', safeA]), ask('eth_signTypedData_v4', [safeA, {}])]) {
      expect(routeSessionRequest(request, open)).toMatchObject({
        kind: 'error',
        error: {
          code: 4100,
          message: expect.stringContaining(
            `The request is for ${safeA}, but the dapp is now connected to the Safe ${safeB}`,
          ),
        },
      })
    }
  })

  it('refuses another chain than the open one, except to switch', () => {
    const tx = ask('eth_sendTransaction', [{ from: safeB, to: safeA, value: '0x1' }], 'eip155:31338')
    expect(routeSessionRequest(tx, open)).toMatchObject({ kind: 'error', error: { code: 4901 } })
    const switching = ask('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }], 'eip155:31338')
    expect(routeSessionRequest(switching, open)).toEqual({ kind: 'switchChain', chainId: '31338' })
  })
})
