import { useMemo } from 'react'
import type { Hex } from 'viem'
import { AppTxRequest } from '../../apps'
import { MessageRequestReview } from '../../messages'
import type { DappSessionRequest, WalletKitClient } from '../client/loadWalletKit'
import { useSafeLabel } from '../sessions/useSafeLabel'
import { respond } from './respond'
import { userRejected } from './rpcErrors'
import type { UserDappRequest } from './useRequestRouter'

/** The dapp behind a request: its name and URL as its session states them. */
function dappOf(client: WalletKitClient, request: DappSessionRequest) {
  const session = client.getActiveSessions()[request.topic]
  const meta = session?.peer.metadata
  return { name: meta?.name || 'A dapp', url: meta?.url || request.verifyContext.verified.origin || 'unknown URL' }
}

const describe = ({ route }: UserDappRequest) =>
  route.kind === 'message'
    ? 'Message signature request'
    : route.batch
      ? `Batch request (${route.calls.length} ${route.calls.length === 1 ? 'call' : 'calls'})`
      : 'Transaction request'

/** What the first request asks of the owner, in words ("to sign a transaction"). */
const asks = ({ route }: UserDappRequest) =>
  route.kind === 'message'
    ? 'to sign a message'
    : route.batch
      ? `to sign a batch of ${route.calls.length} ${route.calls.length === 1 ? 'call' : 'calls'}`
      : 'to sign a transaction'

const reject = (client: WalletKitClient, request: DappSessionRequest, reason?: string) =>
  void respond(client, request, { error: reason ? { code: 4001, message: reason } : userRejected() })

/**
 * One request on the review screen or the message review. Its dapp and callbacks are made once per request: the
 * review recomputes its draft (and simulation) when they change.
 */
function FirstRequest({ client, first }: { client: WalletKitClient; first: UserDappRequest }) {
  const { request, route } = first
  const dapp = useMemo(() => dappOf(client, request), [client, request])
  const txRequest = useMemo(
    () =>
      route.kind === 'transaction'
        ? {
            txs: route.calls,
            approve: ({ safeTxHash }: { safeTxHash: Hex }) =>
              void respond(client, request, { result: route.batch ? { id: safeTxHash } : safeTxHash }),
            reject: () => reject(client, request),
          }
        : null,
    [client, request, route],
  )
  if (txRequest) {
    return <AppTxRequest app={dapp} origin={dapp.url} request={txRequest} onDone={() => undefined} />
  }
  if (route.kind !== 'message') return null
  return (
    <MessageRequestReview
      app={dapp}
      message={route.message}
      offChainRequested
      onApprove={(result) =>
        // Off chain the dapp gets the Safe's EIP-1271 signature; on chain, '0x': the Safe then approves the hash
        // itself (isValidSignature with an empty signature), once the SignMessageLib transaction runs.
        void respond(client, request, { result: 'signature' in result ? result.signature : '0x' })
      }
      onReject={(reason) => reject(client, request, reason)}
    />
  )
}

/**
 * The dapps' requests that wait for the user, oldest first, on whichever of the Safe's pages is open: a transaction or a batch on the review screen (the dapp
 * gets the safeTxHash once proposed, as `{id}` for a batch), a message on the message review (the dapp gets the
 * signature once the owners confirmed it); rejecting answers the dapp 4001. The banner names the dapp and the Safe
 * the request is reviewed against: the one open on screen.
 */
export function DappRequests({
  client,
  queue,
  safe,
}: {
  client: WalletKitClient
  queue: UserDappRequest[]
  safe: string
}) {
  const label = useSafeLabel(safe)
  const [first] = queue
  if (!first) return null
  const dapp = dappOf(client, first.request)
  return (
    <section className="card" aria-label="Dapp requests">
      <p role="status" className="banner">
        <strong>
          {dapp.name} asks you {asks(first)} for the Safe {label}
        </strong>{' '}
        ({queue.length} {queue.length === 1 ? 'request' : 'requests'} waiting).
      </p>
      {queue.length > 1 ? (
        <ol aria-label="Queued requests">
          {queue.map((r, i) => (
            <li key={r.request.id}>
              {describe(r)}
              {i === 0 ? ' (below)' : ''}
            </li>
          ))}
        </ol>
      ) : null}
      <FirstRequest key={first.request.id} client={client} first={first} />
    </section>
  )
}
