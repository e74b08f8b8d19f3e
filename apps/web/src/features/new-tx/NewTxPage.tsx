import { Link, Route, Routes, useLocation } from 'react-router'
import { useCurrentSafe } from '../../services/currentSafe'
import { safePath } from '../../services/safePath'
import { Code, type Icon, Image, Send, Terminal } from '../../ui/icons'
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

type Flow = { to: string; label: string; about: string; icon: Icon }

/**
 * The flows as action cards: an icon, the action's name (the card's link: the whole card answers a click) and a line
 * on what it does, read after the name by screen readers.
 */
function NewTxMenu() {
  const { shortName, address } = useCurrentSafe()
  // `?nonce=N` (from "Replace") follows the user into the flow they pick.
  const { search } = useLocation()
  const base = safePath(shortName, address, 'transactions/new')
  const flows: Flow[] = [
    {
      to: `${base}/tokens${search}`,
      label: 'Send tokens',
      about: 'The native coin or ERC-20 tokens, to one or several recipients.',
      icon: Send,
    },
    { to: `${base}/nft${search}`, label: 'Send NFT', about: 'One of the Safe’s NFTs.', icon: Image },
    {
      to: `${base}/contract${search}`,
      label: 'Contract interaction',
      about: 'Call a contract function through its ABI.',
      icon: Code,
    },
    {
      to: `${safePath(shortName, address, 'transactions/raw')}${search}`,
      label: 'Raw transaction',
      about: 'To, value, data and operation as you give them.',
      icon: Terminal,
    },
  ]
  return (
    <>
      <h1>New transaction</h1>
      <ul className="action-cards plain" aria-label="Transaction types">
        {flows.map((flow, i) => (
          <li key={flow.label} className="action-card">
            <span className="action-card__icon">
              <flow.icon size={22} />
            </span>
            <Link to={flow.to} className="action-card__link" aria-describedby={`new-tx-about-${i}`}>
              {flow.label}
            </Link>
            <p id={`new-tx-about-${i}`} className="muted action-card__about">
              {flow.about}
            </p>
          </li>
        ))}
      </ul>
    </>
  )
}
