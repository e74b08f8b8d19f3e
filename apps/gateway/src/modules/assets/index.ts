export { assetHandlers } from './asset-routes.js'
