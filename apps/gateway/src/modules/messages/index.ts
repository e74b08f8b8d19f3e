export { registerMessageRoutes } from './message-routes.js'
