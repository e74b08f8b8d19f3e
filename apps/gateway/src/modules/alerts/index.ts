export { registerAlertRoutes } from './alerts-routes.js'
export { type DeliveryWorker, startDeliveryWorker } from './delivery-worker.js'
