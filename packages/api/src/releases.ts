import { z } from 'zod'
import { StoredText } from './text.ts'
import { queryBool } from './validation.ts'

export const Release = z.object({
  name: z.string(),
  stub: z.string(),
  is_legacy: z.boolean(),
  is_mine: z.boolean().optional(),
})
export type Release = z.infer<typeof Release>
export const ReleaseList = z.array(Release)
export type ReleaseList = z.infer<typeof ReleaseList>
export const ReleaseListQuery = z.object({ show_legacy: queryBool() })
export const MyReleasesBody = z.array(StoredText)
export const ReleasePatchBody = z.object({ is_public: z.boolean() })
export const ReleaseAdminOut = Release.omit({ is_mine: true }).extend({ is_public: z.boolean() })
