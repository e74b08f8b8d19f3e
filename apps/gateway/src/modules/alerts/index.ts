export { alertHandlers } from './alerts-routes.js'
export { startDeliveryWorker } from './delivery-worker.js'
