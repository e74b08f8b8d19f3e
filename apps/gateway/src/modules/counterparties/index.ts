export { counterpartyHandlers } from './counterparty-routes.js'
export { senderLooksAlike } from './sender-looks-alike.js'
