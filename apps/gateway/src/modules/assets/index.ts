export { registerAssetRoutes } from './asset-routes.js'
