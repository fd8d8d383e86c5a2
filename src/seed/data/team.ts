import type { SeedTeamMember } from '@/seed/types'

export const teamMembers: SeedTeamMember[] = [
  {
    name: 'Maya R.',
    role: 'Founder & Lead Teacher',
    bio: 'Placeholder bio: Maya started Yoga Commons so that clear, safe yoga teaching could be free for everyone. Replace this text with her real training, background and favourite way to practise.',
  },
  {
    name: 'Arjun S.',
    role: 'Sanskrit & Philosophy Editor',
    bio: 'Placeholder bio: Arjun checks glossary terms, translations and pronunciations for accuracy. Replace this text with his real background in Sanskrit and the yoga traditions.',
  },
  {
    name: 'Lena K.',
    role: 'Accessibility Lead',
    bio: 'Placeholder bio: Lena makes sure every page, video and pose works for people of all abilities. Replace this text with her real experience in accessibility and adaptive yoga.',
  },
  {
    name: 'Sam T.',
    role: 'Community & Events Coordinator',
    bio: 'Placeholder bio: Sam looks after event listings, volunteers and community partners. Replace this text with their real story and how people can get involved.',
  },
  {
    name: 'Priya N.',
    role: 'Technology & Content Steward',
    bio: 'Placeholder bio: Priya keeps the website running and turns your feedback into better pages. Replace this text with her real role and background.',
  },
]

export const missionStatement = 'Yoga Commons offers free, community-driven yoga education for everyone, whatever your age, body, budget or background. We explain poses, breathing and Sanskrit terms clearly and accurately, put safety first, and build every page to be accessible. Our teachers, volunteers and visitors shape the content together, and our learning library will always be free to read.'
