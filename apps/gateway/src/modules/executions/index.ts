export { executionHandlers } from './execution-routes.js'
