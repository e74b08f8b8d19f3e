export { priceHandlers } from './prices-routes.js'
