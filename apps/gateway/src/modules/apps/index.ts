export { catalogueHandlers } from './catalogue-routes.js'
