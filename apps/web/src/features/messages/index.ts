// What other features may use of messages: Settings shows their cards; the apps bridge signs apps' messages here.

export { AppSignaturesCard } from './AppSignaturesCard'
export { BlindSigningCard } from './BlindSigningCard'
export { type AppMessage, MessageRequestReview } from './MessageRequestReview'
export { readOffChainSignature } from './readOffChainSignature'
