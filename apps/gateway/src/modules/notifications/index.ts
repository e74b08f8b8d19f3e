export { registerEventStreamRoutes } from './event-stream-routes.js'
export { registerNotificationRoutes } from './notification-routes.js'
