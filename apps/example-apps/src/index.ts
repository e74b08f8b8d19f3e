// Public surface of @concord/example-apps: the server `npm start` runs to host the example apps.
export { ExampleAppsError, type ExampleAppsErrorCode } from './server/errors.js'
export {
  type ExampleAppEntry,
  type ExampleAppsServer,
  type StartExampleAppsOptions,
  startExampleApps,
} from './server/start-example-apps.js'
