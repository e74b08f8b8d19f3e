export { registerAddressBookRoutes } from './address-book-routes.js'
