export { addressBookHandlers } from './address-book-routes.js'
export { senderImitatesBook } from './sender-imitates-book.js'
