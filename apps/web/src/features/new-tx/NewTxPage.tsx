import { Link, Route, Routes, useLocation } from 'react-router'
import { useCurrentSafe } from '../../services/currentSafe'
import { safePath } from '../../services/safePath'
import { ContractInteractionFlow } from './contract/ContractInteractionFlow'
import { SendNftFlow } from './nft/SendNftFlow'
import { SendTokensFlow } from './send/SendTokensFlow'

/** New transaction: a menu of flows (send tokens, send an NFT, contract interaction, raw) and the chosen flow. */
export function NewTxPage() {
  return (
    <section className="page">
      <Routes>
        <Route path="tokens" element={<SendTokensFlow />} />
        <Route path="nft" element={<SendNftFlow />} />
        <Route path="contract" element={<ContractInteractionFlow />} />
        <Route path="*" element={<NewTxMenu />} />
      </Routes>
    </section>
  )
}

function NewTxMenu() {
  const { shortName, address } = useCurrentSafe()
  // `?nonce=N` (from "Replace") follows the user into the flow they pick.
  const { search } = useLocation()
  const base = safePath(shortName, address, 'transactions/new')
  const flows = [
    {
      to: `${base}/tokens${search}`,
      label: 'Send tokens',
      about: 'The native coin or ERC-20 tokens, to one or several recipients.',
    },
    { to: `${base}/nft${search}`, label: 'Send NFT', about: 'One of the Safe’s NFTs.' },
    {
      to: `${base}/contract${search}`,
      label: 'Contract interaction',
      about: 'Call a contract function through its ABI.',
    },
    {
      to: `${safePath(shortName, address, 'transactions/raw')}${search}`,
      label: 'Raw transaction',
      about: 'To, value, data and operation as you give them.',
    },
  ]
  return (
    <>
      <h1>New transaction</h1>
      <ul className="grid plain" aria-label="Transaction types">
        {flows.map((flow) => (
          <li key={flow.label} className="card">
            <Link to={flow.to}>{flow.label}</Link>
            <p className="muted">{flow.about}</p>
          </li>
        ))}
      </ul>
    </>
  )
}
