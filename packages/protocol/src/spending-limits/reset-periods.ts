/** The reset periods the wallet offers, in minutes as the module counts them (0: the limit never resets). */
export const SPENDING_LIMIT_RESET_PERIODS = { none: 0, day: 1_440, week: 10_080, month: 43_200 } as const

/** One of the offered reset periods. */
export type SpendingLimitResetPeriod = keyof typeof SPENDING_LIMIT_RESET_PERIODS

/** The offered period a module's reset time (minutes) is, or null when it is another span set elsewhere. */
export function resetPeriodOfMinutes(minutes: number): SpendingLimitResetPeriod | null {
  const entry = Object.entries(SPENDING_LIMIT_RESET_PERIODS).find(([, value]) => value === minutes)
  return entry ? (entry[0] as SpendingLimitResetPeriod) : null
}
