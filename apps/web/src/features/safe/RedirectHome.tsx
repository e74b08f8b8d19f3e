import { Navigate } from 'react-router'

/** `/{shortName}:{address}` alone opens the Safe's home. */
export function RedirectHome() {
  return <Navigate to="home" replace />
}
