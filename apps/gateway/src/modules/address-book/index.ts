export { addressBookHandlers } from './address-book-routes.js'
