/** A Safe's configuration after some event. */
export type SafeState = {
  nonce: number
  threshold: number
  owners: string[]
  modules: string[]
  singleton: string
  fallbackHandler: string | null
  guard: string | null
  /** Safe 1.5.0's module guard. */
  moduleGuard: string | null
}
