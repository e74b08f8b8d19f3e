export { alertHandlers } from './alerts-routes.js'
export { type AlertBacklog, alertBacklog } from './delivery/alert-backlog-repository.js'
export { deliveryLatencyQuantile } from './delivery/delivery-latency.js'
export { startDeliveryWorker } from './delivery/delivery-worker.js'
