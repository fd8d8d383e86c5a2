import type { Payload } from 'payload'

import { safeHref } from '@/lib/safeUrl'
import type { Media } from '@/payload-types'
import { isExampleMember } from '@/services/content/examples'

export type TeamMemberItem = {
  name: string
  role: string
  bio: string
  image?: { url: string; alt: string; width?: number; height?: number }
  linkedin: string
  email: string
  /** the seed's made-up profile, still as the seed wrote it: shown marked */
  example: boolean
}
export type TeamItem = { mission: string; members: TeamMemberItem[] }

/**
 * The Team global: the mission statement and the five members shown on /team; with `latest`, an
 * editor's draft preview of it (the newest version, draft or published).
 */
export const getTeam = async (payload: Payload, { latest = false }: { latest?: boolean } = {}): Promise<TeamItem> => {
  const team = await payload.findGlobal({ slug: 'team', depth: 1, draft: latest })
  return {
    mission: team.mission ?? '',
    members: (team.members ?? []).map((member) => {
      const image = typeof member.image === 'object' && member.image ? (member.image as Media) : null
      return {
        name: member.name,
        role: member.role,
        bio: member.bio ?? '',
        image: image?.url
          ? { url: image.url, alt: image.alt, width: image.width ?? undefined, height: image.height ?? undefined }
          : undefined,
        linkedin: safeHref(member.linkedin) ?? '',
        email: member.email ?? '',
        example: isExampleMember(member),
      }
    }),
  }
}
