import type { SafeInfo } from '@concord/gateway-client'
import { useMemo, useRef } from 'react'
import { useAccount } from 'wagmi'
import { useApp } from '../../../services/appContext'
import { useCurrentSafe } from '../../../services/currentSafe'
import { useAddressBook } from '../../address-book'
import { type BridgeData, buildHostHandlers } from './hostHandlers'

/** The bridge's handlers for the current Safe: built once, answering from the data of the latest render. */
export function useBridgeHandlers(safeInfo: SafeInfo) {
  const { gatewayClient } = useApp()
  const { chain } = useCurrentSafe()
  const { address: account } = useAccount()
  const { book } = useAddressBook()
  const data = useRef<BridgeData>({ safeInfo, chain, account, gateway: gatewayClient, addressBook: book })
  data.current = { safeInfo, chain, account, gateway: gatewayClient, addressBook: book }
  return useMemo(() => buildHostHandlers(() => data.current), [])
}
