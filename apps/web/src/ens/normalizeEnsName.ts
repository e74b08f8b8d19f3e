import { normalize } from 'viem/ens'
import { isPlainEnsName } from './plainEnsName'

/** `name` normalised as ENS clients hash it (ENSIP-15, viem's `normalize`); throws where `normalize` throws. */
export function normalizeEnsName(name: string): string {
  return isPlainEnsName(name) ? name : normalize(name)
}
