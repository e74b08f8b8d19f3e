import { isBoolean, usePersistentState } from '../../../ui/usePersistentState'

// Device settings (localStorage), as Safe{Wallet} keeps them: they protect this browser's user, not the Safe.
const BLIND_SIGNING_KEY = 'concord.messages.blindSigning'
const ON_CHAIN_SIGNATURES_KEY = 'concord.apps.alwaysOnChainSignatures'

/** Whether the user allows signing bare 32-byte hashes (off by default), and its setter. */
export function useBlindSigning() {
  return usePersistentState(BLIND_SIGNING_KEY, false, isBoolean)
}

/** Whether app messages are always signed on chain (SignMessageLib), even where off-chain signing is possible. */
export function useAlwaysOnChainSignatures() {
  return usePersistentState(ON_CHAIN_SIGNATURES_KEY, false, isBoolean)
}
