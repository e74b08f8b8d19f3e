import { Navigate } from 'react-router'

/** `/{shortName}:{address}` alone opens the Safe's home. */
export function RedirectHomePage() {
  return <Navigate to="home" replace />
}
