// What other features may use of the embedded apps: Settings shows and revokes the apps' permissions.
export { AppPermissionsCard } from './permissions/AppPermissionsCard'
