import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import { DEV_WALLET_ID } from '../../connection/devWallet/devWalletConnector'
import type { DevWalletProvider } from '../../connection/devWallet/devWalletProvider'
import { queryKeys } from '../../query/keys'
import { shortenAddress } from '../../ui/AddressView'
import { Blockie } from '../../ui/Blockie'
import { Picker } from '../../ui/picker/Picker'

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
  const select = async (next: Address) => {
    const provider = (await connector.getProvider()) as DevWalletProvider
    await provider.selectAccount(next)
  }
  const options = accounts.data.map((account, index) => ({
    value: account,
    label: `Account ${index}`,
    content: (
      <span className="picker-row">
        <Blockie address={account} /> <span className="picker-row__main">{shortenAddress(account)}</span>{' '}
        <span className="picker-row__detail">Account {index}</span>
      </span>
    ),
  }))
  return <Picker className="dev-picker" label="Dev account" value={address} options={options} onChange={select} />
}
