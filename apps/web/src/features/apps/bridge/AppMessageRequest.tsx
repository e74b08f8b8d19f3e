import type { UserRequest } from '@concord/apps-host'
import { type AppMessage, MessageRequestReview } from '../../messages'

/** An app's signMessage or signTypedMessage request. */
export type MessageUserRequest = Extract<UserRequest, { kind: 'signMessage' | 'signTypedMessage' }>

/**
 * An app's message request on the messages feature's review: off chain (the app's `offChainSigning`) or on chain;
 * the app gets `{ messageHash, signature }` once the owners confirmed, or `{ safeTxHash }`, or the rejection.
 */
export function AppMessageRequest({
  app,
  origin,
  request,
  onDone,
}: {
  app: { name: string; url: string }
  origin: string
  request: MessageUserRequest
  onDone: () => void
}) {
  const message: AppMessage =
    request.kind === 'signMessage'
      ? { kind: 'text', message: request.message }
      : { kind: 'typed', typedData: request.typedData }
  return (
    <MessageRequestReview
      app={{ name: app.name, url: origin }}
      message={message}
      offChainRequested={request.settings.offChainSigning}
      onApprove={(result) => {
        request.approve(result)
        onDone()
      }}
      onReject={(reason) => {
        request.reject(reason)
        onDone()
      }}
    />
  )
}
