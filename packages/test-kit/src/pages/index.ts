export { bundlePages } from './bundle-pages.js'
export { type PagesHost, servePages } from './serve-pages.js'
