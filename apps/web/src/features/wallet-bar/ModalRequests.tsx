import { useAccountModal, useChainModal, useConnectModal } from '@rainbow-me/rainbowkit'
import { useEffect } from 'react'
import { useAccount } from 'wagmi'
import { clearWalletModalRequest, useWalletModalRequest } from './walletModals'

/**
 * Inside the wallet island: opens the dialog the app asked for (maybe before RainbowKit loaded) once RainbowKit can.
 * It waits while the wallet (re)connects or the session is being read: RainbowKit closes its dialogs when either
 * settles. RainbowKit offers each dialog only in some states (connect: signed out or disconnected; network:
 * connected; profile: connected on a served chain); a request it still cannot serve once all has settled is dropped,
 * so it does not pop up later out of the blue.
 */
export function ModalRequests({ sessionLoading }: { sessionLoading: boolean }) {
  const request = useWalletModalRequest()
  const { openConnectModal } = useConnectModal()
  const { openChainModal } = useChainModal()
  const { openAccountModal } = useAccountModal()
  const { status } = useAccount()
  useEffect(() => {
    if (!request || status === 'connecting' || status === 'reconnecting' || sessionLoading) return
    const open = { connect: openConnectModal, chain: openChainModal, account: openAccountModal }[request]
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
  }, [request, openConnectModal, openChainModal, openAccountModal, status, sessionLoading])
  return null
}
