import { normalize } from 'viem/ens'

// Labels of lowercase letters and digits joined by single hyphens: ENSIP-15 leaves such a name as it is (its ASCII
// rule only refuses "--" in positions 3–4 and misplaced underscores, neither possible here). Answering these without
// ens-normalize spares its first call, which builds its Unicode tables: about 180 ms of main thread on a phone,
// paid by every page that shows a primary name.
const PLAIN_ASCII_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/

/** `name` normalised as ENS clients hash it (ENSIP-15, viem's `normalize`); throws where `normalize` throws. */
export function normalizeEnsName(name: string): string {
  return PLAIN_ASCII_NAME.test(name) ? name : normalize(name)
}
