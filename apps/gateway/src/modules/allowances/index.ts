export { allowanceHandlers } from './allowance-routes.js'
