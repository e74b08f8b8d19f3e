export { counterpartyHandlers } from './counterparty-routes.js'
