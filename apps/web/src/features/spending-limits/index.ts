// Spending limits (Safe's AllowanceModule): the Settings tab and Home's card for a beneficiary.
export { SpendingLimitsCard } from './SpendingLimitsCard'
export { YourSpendingLimitCard } from './YourSpendingLimitCard'
