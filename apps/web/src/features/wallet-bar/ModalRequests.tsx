import { useAccountModal, useChainModal, useConnectModal } from '@rainbow-me/rainbowkit'
import { useEffect } from 'react'
import { useAccount } from 'wagmi'
import { useOpenSignIn } from '../auth'
import { clearWalletModalRequest, useWalletModalRequest } from './walletModals'

/**
 * Inside the wallet island: opens the dialog the app asked for (maybe before RainbowKit loaded) once RainbowKit can.
 * It waits while the wallet (re)connects or the session is being read: RainbowKit closes its dialogs when either
 * settles. Each dialog is offered only in some states (connect: disconnected; network: connected; profile: connected
 * on a served chain; sign-in: connected); a request that still cannot be served once all has settled is dropped,
 * so it does not pop up later out of the blue.
 */
export function ModalRequests({ sessionLoading }: { sessionLoading: boolean }) {
  const request = useWalletModalRequest()
  const { openConnectModal } = useConnectModal()
  const { openChainModal } = useChainModal()
  const { openAccountModal } = useAccountModal()
  const openSignIn = useOpenSignIn()
  const { status, address } = useAccount()
  useEffect(() => {
    if (!request || status === 'connecting' || status === 'reconnecting' || sessionLoading) return
    const signIn = address ? openSignIn : undefined
    const open = { connect: openConnectModal, chain: openChainModal, account: openAccountModal, signIn }[request]
    if (!open) {
      clearWalletModalRequest(request)
      return
    }
    // After this commit's effects: RainbowKit's own effect for the same change (signed out) closes its dialogs.
    const timer = setTimeout(() => {
      clearWalletModalRequest(request)
      open()
    }, 0)
    return () => clearTimeout(timer)
  }, [request, openConnectModal, openChainModal, openAccountModal, openSignIn, address, status, sessionLoading])
  return null
}
