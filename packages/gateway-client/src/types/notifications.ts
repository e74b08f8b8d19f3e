/** Kinds of device that receive push notifications. */
export const DeviceType = {
  ANDROID: 'ANDROID',
  IOS: 'IOS',
  WEB: 'WEB',
} as const
/** Kinds of device that receive push notifications. */
export type DeviceType = (typeof DeviceType)[keyof typeof DeviceType]
