import { vulnerableModuleOf } from '@concord/protocol'
import { isAddress } from 'viem'
import { useCounterparties } from '../../../tx'
import type { CodeState } from './codeRefusal'

/**
 * Whether a typed address has code (from the gateway's counterparty check, which reads the chain's head) and, for a
 * module, the known-vulnerable version it is (directly, or as a minimal proxy of that mastercopy).
 */
export function useCodeState(address: string) {
  const valid = isAddress(address, { strict: false })
  const answers = useCounterparties(valid ? [address] : [])
  const facts = valid ? answers.of(address) : undefined
  const code: CodeState = facts === undefined ? 'unknown' : facts.contract === null ? 'none' : 'contract'
  const vulnerable = valid ? vulnerableModuleOf(address, facts?.contract?.implementation) : undefined
  return { code, checking: answers.loading, vulnerable }
}
