// What other features may use of messages: Settings shows the blind-signing card.

export { BlindSigningCard } from './BlindSigningCard'
