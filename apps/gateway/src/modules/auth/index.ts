export { authHandlers } from './auth-routes.js'
export { readSession } from './read-session.js'
export { readSessionCookie } from './session-cookie.js'
