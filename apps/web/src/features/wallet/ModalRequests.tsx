import { useAccountModal, useChainModal, useConnectModal } from '@rainbow-me/rainbowkit'
import { useEffect, useRef } from 'react'
import { useAccount } from 'wagmi'
import { clearWalletModalRequest, useWalletModalRequest, type WalletModal } from './walletModals'

// Opening again after RainbowKit closed the dialog by itself; a bound so that a state which keeps closing it (none
// known) cannot loop.
const MAX_OPENINGS = 3

/**
 * Inside the wallet island: opens the dialog the app asked for (maybe before RainbowKit loaded) once RainbowKit can.
 * It waits while the wallet (re)connects or the session is being read: RainbowKit closes its dialogs when either
 * settles. A request counts as served only once a render after all has settled shows its dialog open: if RainbowKit
 * closed it in between (its own effects on the session or the connection), it is opened again, so a click made before
 * RainbowKit loaded is never lost. RainbowKit offers each dialog only in some states (connect: signed out or
 * disconnected; network: connected; profile: connected on a served chain); a request it still cannot serve once all
 * has settled is dropped, so it does not pop up later out of the blue.
 */
export function ModalRequests({ sessionLoading }: { sessionLoading: boolean }) {
  const request = useWalletModalRequest()
  const { openConnectModal, connectModalOpen } = useConnectModal()
  const { openChainModal, chainModalOpen } = useChainModal()
  const { openAccountModal, accountModalOpen } = useAccountModal()
  const { status } = useAccount()
  const openings = useRef<{ request: WalletModal | null; count: number }>({ request: null, count: 0 })
  useEffect(() => {
    if (!request || status === 'connecting' || status === 'reconnecting' || sessionLoading) return
    const modal = {
      connect: { open: openConnectModal, isOpen: connectModalOpen },
      chain: { open: openChainModal, isOpen: chainModalOpen },
      account: { open: openAccountModal, isOpen: accountModalOpen },
    }[request]
    if (openings.current.request !== request) openings.current = { request, count: 0 }
    if (modal.isOpen || !modal.open || openings.current.count >= MAX_OPENINGS) {
      clearWalletModalRequest(request)
      return
    }
    const open = modal.open
    // After this commit's effects: RainbowKit's own effect for the same change (signed out) closes its dialogs.
    const timer = setTimeout(() => {
      openings.current.count += 1
      open()
    }, 0)
    return () => clearTimeout(timer)
  }, [
    request,
    openConnectModal,
    openChainModal,
    openAccountModal,
    connectModalOpen,
    chainModalOpen,
    accountModalOpen,
    status,
    sessionLoading,
  ])
  return null
}
