// Settings → Your data: export and import of this browser's data (Concord's file or Safe{Wallet}'s export).
export { YourDataCard } from './YourDataCard'
