export { eventStreamHandlers } from './event-stream-routes.js'
export { notificationHandlers } from './notification-routes.js'
