import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import { DEV_WALLET_ID } from '../../connection/devWallet/devWalletConnector'
import type { DevWalletProvider } from '../../connection/devWallet/devWalletProvider'
import { queryKeys } from '../../query/keys'
import { shortenAddress } from '../../ui/AddressView'

/** With the dev wallet connected: pick which dev account signs (each one can be a different Safe owner). */
export function DevAccountPicker() {
  const { connector, address } = useAccount()
  const isDev = connector?.id === DEV_WALLET_ID
  const accounts = useQuery({
    queryKey: queryKeys.devWalletAccounts(connector?.uid),
    enabled: isDev,
    queryFn: async () => {
      const provider = (await connector?.getProvider()) as DevWalletProvider | undefined
      return provider ? provider.listAccounts() : []
    },
  })
  if (!isDev || !connector || !accounts.data) return null
  const select = async (next: string) => {
    const provider = (await connector.getProvider()) as DevWalletProvider
    await provider.selectAccount(next as Address)
  }
  return (
    <label className="dev-picker">
      <span>Dev account</span>
      <select value={address} onChange={(event) => select(event.target.value)}>
        {accounts.data.map((account, index) => (
          <option key={account} value={account}>
            #{index} {shortenAddress(account)}
          </option>
        ))}
      </select>
    </label>
  )
}
