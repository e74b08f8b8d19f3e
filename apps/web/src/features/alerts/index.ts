// What other features may use of alerts: the Settings card.
export { AlertsCard } from './AlertsCard'
