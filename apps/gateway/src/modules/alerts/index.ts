export { alertBacklog } from './alert-backlog-repository.js'
export { alertHandlers } from './alerts-routes.js'
export { deliveryLatencyQuantile } from './delivery-latency.js'
export { startDeliveryWorker } from './delivery-worker.js'
