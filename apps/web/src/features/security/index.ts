// What other features may use of security: the health card the Home page shows.
export { HealthCard } from './HealthCard'
