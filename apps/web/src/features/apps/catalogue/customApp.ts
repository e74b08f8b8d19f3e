import { z } from 'zod'

/** An app the user added by URL: what its manifest said when it was added. Kept per chain in the browser. */
export const CustomAppSchema = z.object({
  url: z.string().url(),
  name: z.string().min(1),
  description: z.string(),
  iconUrl: z.string().nullable(),
  /** Browser features its manifest asks for. */
  features: z.array(z.string()),
})

/** An app added by URL. */
export type CustomApp = z.infer<typeof CustomAppSchema>

/** Type guard for the persisted list of custom apps. */
export const isCustomAppList = (value: unknown): value is CustomApp[] =>
  z.array(CustomAppSchema).safeParse(value).success

/** Where one chain's custom apps are kept. */
export const customAppsKey = (chainId: string) => `concord.apps.custom.${chainId}`
