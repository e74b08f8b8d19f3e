// What other features may use of messages: Settings shows their cards; the apps bridge signs apps' messages here.

export { type AppMessage, MessageRequestReview } from './review/MessageRequestReview'
export { AppSignaturesCard } from './settings/AppSignaturesCard'
export { BlindSigningCard } from './settings/BlindSigningCard'
export { readOffChainSignature } from './sign/readOffChainSignature'
