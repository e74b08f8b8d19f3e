// Spending limits (Safe's AllowanceModule): the Settings tab, Home's card for a beneficiary, and who spent a module
// transaction's funds from a limit on its details.
export { SpendingLimitsCard } from './SpendingLimitsCard'
export { SpentFromLimitLine } from './SpentFromLimitLine'
export { SpentFromLimitNote } from './SpentFromLimitNote'
export { YourSpendingLimitCard } from './YourSpendingLimitCard'
