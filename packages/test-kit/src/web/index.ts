export { buildWebApp } from './build-web-app.js'
export { webBuildOfRun } from './web-build-of-run.js'
