import type { GetCounterpartyReturnType } from '@concord/gateway-client'
import { vulnerableModuleOf } from '@concord/protocol'
import type { RecipientRole } from './recipientsOf'

const NO_CODE: Partial<Record<RecipientRole, string>> = {
  module:
    'This module has no code: it is a plain account, and whoever holds its key could move every asset of this Safe ' +
    'without your signatures.',
  guard:
    'This guard has no code: the Safe calls its guard for every transaction, so every transaction would revert and ' +
    'the Safe would become unusable.',
  'fallback handler':
    'This fallback handler has no code: contract signature checks and safe token transfers to the Safe would fail.',
}

/**
 * The danger in what a settings change installs, in words: a module, guard or handler without code, or a module of a
 * known-vulnerable version (directly or as a proxy of its mastercopy); null when there is none or nothing is known.
 */
export function installedCodeWarning(
  role: RecipientRole,
  address: string,
  facts: GetCounterpartyReturnType | undefined,
): string | null {
  if (facts?.contract === null) return NO_CODE[role] ?? null
  if (role !== 'module') return null
  const vulnerable = vulnerableModuleOf(address, facts?.contract?.implementation)
  return vulnerable ? `Known-vulnerable module: ${vulnerable.name} ${vulnerable.version}. ${vulnerable.advisory}` : null
}
