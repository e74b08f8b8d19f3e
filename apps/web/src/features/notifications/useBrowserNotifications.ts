import { isOwner } from '@concord/protocol'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useAccount, useSignMessage } from 'wagmi'
import { safeInfoQuery } from '../../query/gatewayQueries'
import { useApp } from '../../services/appContext'
import { type BrowserOptIn, readBrowserOptIn, writeBrowserOptIn } from './browserNotifications'
import { registerWebDevice } from './registerWebDevice'
import { useWatchedSafes } from './useWatchedSafes'

const REFUSED =
  'The browser did not allow notifications: allow them for this site in its settings (the lock in the address bar), then try again.'

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * The browser-notification opt-in: enabling asks the browser's permission (only ever from a click), then registers
 * this browser with the gateway as a WEB device for the watched Safes the connected wallet owns; disabling deletes
 * the device at the gateway.
 */
export function useBrowserNotifications() {
  const { gateway, gatewayClient } = useApp()
  const queryClient = useQueryClient()
  const { address: account } = useAccount()
  const { signMessageAsync } = useSignMessage()
  const watched = useWatchedSafes()
  const [optIn, setOptIn] = useState<BrowserOptIn>(readBrowserOptIn)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  const save = (next: BrowserOptIn) => {
    writeBrowserOptIn(next)
    setOptIn(next)
  }

  /** The watched Safes the connected wallet owns (the gateway takes only those an owner vouches for). */
  const ownedSafes = async () => {
    if (!account) return []
    const infos = await Promise.all(
      watched.map(({ chain, address }) => queryClient.fetchQuery(safeInfoQuery(gateway, chain.chainId, address))),
    )
    const owns = (i: number) => isOwner(infos[i]?.owners.map((o) => o.value) ?? [], account)
    return watched.filter((_, i) => owns(i))
  }

  const run = (work: () => Promise<void>) => {
    setBusy(true)
    setProblem(null)
    work()
      .catch((error: unknown) => setProblem(messageOf(error)))
      .finally(() => setBusy(false))
  }

  const enable = () =>
    run(async () => {
      if ((await Notification.requestPermission()) !== 'granted') throw new Error(REFUSED)
      const owned = await ownedSafes()
      const chainId = owned[0]?.chain.chainId
      const sign = (hash: `0x${string}`) => signMessageAsync({ message: { raw: hash } })
      const safes = owned.map((s) => s.address)
      const device = chainId ? await registerWebDevice(gatewayClient, chainId, safes, sign) : null
      save({ enabled: true, device })
    })

  const disable = () =>
    run(async () => {
      const device = optIn.device
      if (device) await gatewayClient.unregisterDevice(device.chainId, device.uuid)
      save({ enabled: false, device: null })
    })

  return { optIn, busy, problem, enable, disable }
}
