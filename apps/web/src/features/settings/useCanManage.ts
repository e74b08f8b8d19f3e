import { isOwner } from '@concord/protocol'
import { useAccount } from 'wagmi'
import type { SafeSetup } from './safeSetup'

/** True when the connected wallet is an owner of the Safe: only owners get the settings actions. */
export function useCanManage(safe: SafeSetup): boolean {
  const { address, isConnected } = useAccount()
  return isConnected && isOwner(safe.owners, address)
}
