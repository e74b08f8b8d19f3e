// Labels of lowercase letters and digits joined by single hyphens: ENSIP-15 leaves such a name as it is (its ASCII
// rule only refuses "--" in positions 3–4 and misplaced underscores, neither possible here). Answering these without
// ens-normalize spares its first call, which builds its Unicode tables (about 180 ms of main thread on a phone), and,
// where it is loaded on demand, its download (about 25 KB gzip).
const PLAIN_ASCII_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/

/** Whether ENSIP-15 normalisation leaves `name` unchanged for certain, judged without ens-normalize. */
export function isPlainEnsName(name: string): boolean {
  return PLAIN_ASCII_NAME.test(name)
}
