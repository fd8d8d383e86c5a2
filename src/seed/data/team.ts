import type { SeedTeamMember } from '@/seed/types'

/**
 * The /team members as a visitor reads them: what each role does for the site, in plain words
 * (no credentials or photos we cannot vouch for). Editors add real background in the admin.
 */
export const teamMembers: SeedTeamMember[] = [
  {
    name: 'Maya R.',
    role: 'Founder & Lead Teacher',
    bio: 'Maya started Yoga Commons so that clear, safe yoga teaching could be free for everyone. She decides what the library teaches and in what order, and reads every pose guide before it goes live, with the safety notes and gentler variations first.',
  },
  {
    name: 'Arjun S.',
    role: 'Sanskrit & Philosophy Editor',
    bio: "Arjun looks after the glossary: each term's Devanagari, transliteration, pronunciation and meaning, and where it comes from. When a literal translation would mislead a beginner, he says what the word means in class, in plain English.",
  },
  {
    name: 'Lena K.',
    role: 'Accessibility Lead',
    bio: 'Lena makes sure every page, video and pose works for people of all abilities: it reads well with a screen reader, works with a keyboard alone, and offers a chair or wall variation wherever a pose allows one.',
  },
  {
    name: 'Sam T.',
    role: 'Community & Events Coordinator',
    bio: 'Sam keeps the events listings accurate and welcoming, works with the teachers and studios who share them, and answers the messages that arrive through the contact form. Write to Sam if you would like to list a class or lend a hand.',
  },
  {
    name: 'Priya N.',
    role: 'Technology & Content Steward',
    bio: "Priya keeps the website fast and running, and reads every note sent with 'Improve this page'. Clearer answers, fixed mistakes and new questions in the FAQ often start there.",
  },
]

export const missionStatement = 'Yoga Commons offers free, community-driven yoga education for everyone, whatever your age, body, budget or background. We explain poses, breathing and Sanskrit terms clearly and accurately, put safety first, and build every page to be accessible. Our teachers, volunteers and visitors shape the content together, and our learning library will always be free to read.'

/** How the first seed's bios began: text for editors that must never reach a visitor. */
export const PLACEHOLDER_BIO_PREFIX = 'Placeholder bio:'
