/** A weakness the health card shows, with the action that fixes it: a link (relative to the Safe's pages) and its label. */
export type HealthFinding = {
  id:
    | 'outdated'
    | 'threshold-one'
    | 'threshold-all'
    | 'contract-owners'
    | 'unknown-modules'
    | 'stale-signatures'
    | 'no-alerts'
  title: string
  detail: string
  fix: { label: string; to: string }
}

/** What the checks look at: the Safe, what the chain and gateway say of its parts, its queue and the user's settings. */
export type HealthInput = {
  version: string | null
  versionState: 'UP_TO_DATE' | 'OUTDATED' | 'UNKNOWN'
  /** The chain's recommended Safe version (chain config), when it names one. */
  recommendedVersion: string | null
  threshold: number
  owners: readonly string[]
  /** The owners with contract code on chain (a Safe or another contract, not a key). */
  contractOwners: readonly string[]
  /** Enabled modules and the guard (null: none) that the contracts endpoint does not list as trusted. */
  unknownModules: readonly string[]
  unknownGuard: string | null
  /** Pending transactions: nonce, when the first signature was given (ms) and how many signatures there are. */
  pending: readonly { nonce: number; submittedAt: number; confirmations: number }[]
  /** The configured maximum signature age in days (0: no limit). */
  maxAgeDays: number
  now: number
  /** How many alert subscriptions the Safe has; null when the gateway would not say (signed out, not an owner). */
  alertSubscriptions: number | null
}

const DAY_MS = 24 * 60 * 60 * 1000
const SETTINGS = 'settings'

const list = (addresses: readonly string[]) => addresses.join(', ')

/** The version and threshold findings: an outdated contract, one key that can move everything, or no spare key. */
function setupFindings(input: HealthInput): HealthFinding[] {
  const out: HealthFinding[] = []
  if (input.versionState === 'OUTDATED') {
    const target = input.recommendedVersion ? ` to ${input.recommendedVersion}` : ''
    out.push({
      id: 'outdated',
      title: `Outdated Safe version (${input.version ?? 'unknown'})`,
      detail: `Older Safe contracts miss fixes and checks of later versions. Update the Safe${target}.`,
      fix: { label: 'Update the Safe in Settings', to: SETTINGS },
    })
  }
  if (input.threshold === 1) {
    out.push({
      id: 'threshold-one',
      title: 'One signature moves everything',
      detail: 'With a threshold of 1, whoever holds any one owner key can empty the Safe. Require at least 2.',
      fix: { label: 'Add an owner or raise the threshold in Settings', to: SETTINGS },
    })
  } else if (input.threshold === input.owners.length) {
    out.push({
      id: 'threshold-all',
      title: `Every owner must sign (${input.threshold} of ${input.owners.length})`,
      detail: 'One lost key locks the Safe for good. Add an owner or lower the threshold so one key can be lost.',
      fix: { label: 'Add an owner or lower the threshold in Settings', to: SETTINGS },
    })
  }
  return out
}

/** The findings about who and what can act for the Safe: contract owners, untrusted modules and guard. */
function partyFindings(input: HealthInput): HealthFinding[] {
  const out: HealthFinding[] = []
  if (input.contractOwners.length > 0) {
    out.push({
      id: 'contract-owners',
      title: 'Owners that are contracts',
      detail: `${list(input.contractOwners)} ${input.contractOwners.length === 1 ? 'is a contract' : 'are contracts'}: its own rules decide what it signs. Check each is a Safe or wallet you control.`,
      fix: { label: 'Review the owners in Settings', to: SETTINGS },
    })
  }
  const unknown = [...input.unknownModules, ...(input.unknownGuard ? [input.unknownGuard] : [])]
  if (unknown.length > 0) {
    out.push({
      id: 'unknown-modules',
      title: 'Modules or guard not known to be safe',
      detail: `${list(unknown)} ${unknown.length === 1 ? 'is' : 'are'} not among the gateway's trusted contracts. A module can move every asset without signatures; a guard can block every transaction.`,
      fix: { label: 'Review the modules and guard in Settings', to: SETTINGS },
    })
  }
  return out
}

/** The findings about what is waiting: signatures older than the configured age, and no alerts set up. */
function activityFindings(input: HealthInput): HealthFinding[] {
  const out: HealthFinding[] = []
  const limit = input.maxAgeDays * DAY_MS
  const stale = input.pending.filter(
    (p) => input.maxAgeDays > 0 && p.confirmations > 0 && input.now - p.submittedAt > limit,
  )
  if (stale.length > 0) {
    out.push({
      id: 'stale-signatures',
      title: `Signatures older than ${input.maxAgeDays} days`,
      detail: `Pending transaction${stale.length === 1 ? '' : 's'} ${stale.map((p) => `#${p.nonce}`).join(', ')} carry signatures older than ${input.maxAgeDays} days, still valid on chain. Execute only if their owners still mean them, or reject at the nonce.`,
      fix: { label: 'Review the queue', to: 'transactions/queue' },
    })
  }
  if (input.alertSubscriptions === 0) {
    out.push({
      id: 'no-alerts',
      title: 'No alerts',
      detail: 'Nobody is told when this Safe changes owners, modules or moves funds. Subscribe a webhook or e-mail.',
      fix: { label: 'Add an alert in Settings', to: SETTINGS },
    })
  }
  return out
}

/** Every weakness of a Safe the health card lists (Safe's Security Hub), each with the action that fixes it. */
export function healthChecks(input: HealthInput): HealthFinding[] {
  return [...setupFindings(input), ...partyFindings(input), ...activityFindings(input)]
}
