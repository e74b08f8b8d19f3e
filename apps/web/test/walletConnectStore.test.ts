import { describe, expect, it } from 'vitest'
import { attachClient, dappState } from '../src/features/walletconnect/client/dappStore'
import type { DappSessionRequest, WalletKitClient } from '../src/features/walletconnect/client/loadWalletKit'

// Issue 31: requests a dapp sent while no page of Concord was open reach the owner on the next load. The SDK emits
// them right after it starts (maybe before anyone listens) and keeps them in its pending store until answered.

const request = (id: number) =>
  ({
    id,
    topic: 'topic',
    params: { chainId: 'eip155:31337', request: { method: 'eth_sendTransaction', params: [] } },
  }) as unknown as DappSessionRequest

function fakeClient(pending: DappSessionRequest[]) {
  const handlers = new Map<string, (payload: unknown) => void>()
  const client = {
    on: (event: string, handler: (payload: unknown) => void) => handlers.set(event, handler),
    getActiveSessions: () => ({}),
    getPendingSessionRequests: () => pending,
  }
  return {
    client: client as unknown as WalletKitClient,
    emit: (event: string, payload: unknown) => handlers.get(event)?.(payload),
  }
}

describe('the WalletConnect store', () => {
  it('queues the requests the SDK kept while the page was closed, once each however they arrive', () => {
    const { client, emit } = fakeClient([request(1), request(2)])
    attachClient(client)
    expect(dappState().requests.map((r) => r.id)).toEqual([1, 2])
    // The SDK's own emission of a kept request, after the store read the pending ones: not queued twice.
    emit('session_request', request(1))
    emit('session_request', request(3))
    expect(dappState().requests.map((r) => r.id)).toEqual([1, 2, 3])
    emit('session_request_expire', { id: 2 })
    expect(dappState().requests.map((r) => r.id)).toEqual([1, 3])
  })
})
