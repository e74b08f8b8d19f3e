import { usePersistentState } from '../../ui/usePersistentState'
import { DEFAULT_SIGNATURE_MAX_AGE_DAYS } from './confirmationStanding'

const isAge = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0

/** The maximum age of a signature at execution, in days (0: no limit), set in Settings and kept in this browser. */
export function useSignatureMaxAge() {
  return usePersistentState('concord.signatureMaxAgeDays', DEFAULT_SIGNATURE_MAX_AGE_DAYS, isAge)
}
