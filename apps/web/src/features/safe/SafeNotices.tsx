import { WalletConnectHost } from '../walletconnect'
import { UndeployedNotice } from './UndeployedNotice'

/** What a Safe's pages show above the page when there is something to say: dapps' requests, "not deployed yet". */
export function SafeNotices() {
  return (
    <>
      <WalletConnectHost />
      <UndeployedNotice />
    </>
  )
}
