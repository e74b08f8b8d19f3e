import { ArrowDownLeft, ArrowLeftRight, ArrowUpRight, Ban, type Icon, Layers, Settings, Sparkles } from '../icons'
import type { TxKind } from './txKind'

const ICONS: Record<TxKind, Icon> = {
  incoming: ArrowDownLeft,
  outgoing: ArrowUpRight,
  settings: Settings,
  creation: Sparkles,
  rejection: Ban,
  batch: Layers,
  contract: ArrowLeftRight,
}

/** The words of each kind: the icon's accessible name. */
export const KIND_WORDS: Record<TxKind, string> = {
  incoming: 'Incoming',
  outgoing: 'Outgoing',
  settings: 'Settings change',
  creation: 'Creation',
  rejection: 'Rejection',
  batch: 'Batch',
  contract: 'Contract call',
}

/** A transaction kind's icon in a round badge (incoming and outgoing are the direction arrows), named for screen readers. */
export function KindIcon({ kind, label }: { kind: TxKind; label?: string | undefined }) {
  const Icon = ICONS[kind]
  const words = label ?? KIND_WORDS[kind]
  return (
    <span className={`kind-icon kind-icon--${kind}`} role="img" aria-label={words} title={words}>
      <Icon size={16} aria-hidden="true" />
    </span>
  )
}
