import { describe, expect, it } from 'vitest'

import { isExample, seedExamplesWanted } from '@/lib/examples'
import { teamMembers } from '@/seed/data/team'
import { isExampleMember, removalMessage } from '@/services/content/examples'

describe('example content', () => {
  it('production seeds no examples unless asked; a development machine does unless told not to', () => {
    expect(seedExamplesWanted([], 'production')).toBe(false)
    expect(seedExamplesWanted(['--examples'], 'production')).toBe(true)
    expect(seedExamplesWanted([], 'development')).toBe(true)
    expect(seedExamplesWanted([], undefined)).toBe(true)
    expect(seedExamplesWanted(['--no-examples'], undefined)).toBe(false)
  })

  it('an event is an example by its tag', () => {
    expect(isExample({ tags: ['community', 'example'] })).toBe(true)
    expect(isExample({ tags: ['community'] })).toBe(false)
    expect(isExample({ tags: null })).toBe(false)
  })

  it("a team profile is an example while it is exactly the seed's; an editor's words make it real", () => {
    const seeded = teamMembers[0]!
    expect(isExampleMember({ ...seeded })).toBe(true)
    expect(isExampleMember({ ...seeded, bio: 'Written by the real person.' })).toBe(false)
    expect(isExampleMember({ ...seeded, email: 'maya@yoga.example' })).toBe(false)
    expect(isExampleMember({ name: 'Someone Else', role: seeded.role, bio: seeded.bio })).toBe(false)
  })

  it('says what a removal did', () => {
    expect(removalMessage({ events: 12, teamMembers: 5 })).toBe('Removed 12 example events and 5 example team profiles.')
    expect(removalMessage({ events: 1, teamMembers: 0 })).toBe('Removed 1 example event.')
    expect(removalMessage({ events: 0, teamMembers: 0 })).toBe('No example content left: nothing to remove.')
  })
})
