/**
 * Shapes of the seed content files in src/seed/data/. These files are data, not code:
 * the seed runner (src/seed/index.ts) turns them into Payload documents.
 */

/** The fixed tag vocabulary of glossary terms. */
export const GLOSSARY_TAGS = [
  'philosophy',
  'ethics',
  'practice',
  'breath',
  'body',
  'energy',
  'mind',
  'meditation',
  'texts',
  'devotion',
] as const
export type GlossaryTag = (typeof GLOSSARY_TAGS)[number]

/** The fixed tag vocabulary of FAQs. */
export const FAQ_TAGS = [
  'getting-started',
  'practice',
  'styles',
  'health',
  'safety',
  'breathing',
  'meditation',
  'equipment',
  'lifestyle',
  'philosophy',
] as const
export type FaqTag = (typeof FAQ_TAGS)[number]

/** The fixed tag vocabulary of poses. */
export const POSE_TAGS = [
  'strength',
  'flexibility',
  'balance',
  'hips',
  'hamstrings',
  'spine',
  'shoulders',
  'core',
  'legs',
  'twist',
  'heart-opening',
  'calming',
  'energizing',
  'grounding',
] as const
export type PoseTag = (typeof POSE_TAGS)[number]

/** The fixed tag vocabulary of events. `example` marks seed examples; `ai-discovered` the AI event finder. */
export const EVENT_TAGS = [
  'example',
  'ai-discovered',
  'beginners-welcome',
  'community',
  'outdoor',
  'donation-based',
  'meditation',
  'breathwork',
  'teacher-training',
] as const
export type EventTag = (typeof EVENT_TAGS)[number]

export {
  ACCESSIBILITY,
  DIFFICULTIES,
  DURATION_TYPES,
  EVENT_TYPES,
  EXPERIENCE_LEVELS,
  IDEA_CATEGORIES,
  IDEA_STATUSES,
  LOCATION_TYPES,
  POSE_CATEGORIES,
  PRIORITIES,
  YOGA_STYLES,
} from '@/lib/options'
import type {
  ACCESSIBILITY,
  DIFFICULTIES,
  DURATION_TYPES,
  EVENT_TYPES,
  EXPERIENCE_LEVELS,
  IDEA_CATEGORIES,
  IDEA_STATUSES,
  LOCATION_TYPES,
  POSE_CATEGORIES,
  PRIORITIES,
  YOGA_STYLES,
} from '@/lib/options'

export type SeedTerm = {
  /** kebab-case ASCII, unique, e.g. "pranayama" */
  slug: string
  /** common English spelling, e.g. "Pranayama" */
  term: string
  /** Devanagari, e.g. "प्राणायाम" */
  sanskrit: string
  /** IAST with diacritics, e.g. "prāṇāyāma" */
  transliteration: string
  /** plain respelling, stressed syllable in capitals, e.g. "prah-nah-YAH-mah" */
  pronunciation: string
  /** one sentence */
  shortDef: string
  /** one paragraph */
  longDef: string
  /** word-by-word from the roots */
  literalMeaning: string
  /** 1 to 3 sentences that use the term */
  examples: string[]
  /** slugs of other terms in the glossary */
  related: string[]
  tags: GlossaryTag[]
}

export type SeedFaq = {
  slug: string
  question: string
  /** one or two sentences */
  shortAnswer: string
  /** two to four paragraphs separated by a blank line */
  longAnswer: string
  tips: string[]
  tags: FaqTag[]
}

export type SeedPose = {
  slug: string
  englishName: string
  /** IAST with diacritics, e.g. "Adho Mukha Śvānāsana" */
  sanskritName: string
  /** the same name in plain ASCII, e.g. "Adho Mukha Svanasana" */
  transliteration: string
  category: (typeof POSE_CATEGORIES)[number]
  difficulty: (typeof DIFFICULTIES)[number]
  /** ISO 8601 duration for a typical hold, e.g. "PT30S", "PT1M", "PT5M" */
  duration: string
  benefits: string[]
  /** 4 to 8 ordered steps */
  instructions: string[]
  /** at least one */
  contraindications: string[]
  tips: string[]
  /** slugs of other poses in the library */
  preparatoryPoses: string[]
  followUpPoses: string[]
  tags: PoseTag[]
}

export type SeedEvent = {
  slug: string
  title: string
  /** one or two paragraphs */
  description: string
  eventType: (typeof EVENT_TYPES)[number]
  locationType: (typeof LOCATION_TYPES)[number]
  /** venue and street, or the online platform; shown on the detail page */
  locationDetails: string
  /** ISO 3166-1 alpha-2, e.g. "US"; omitted for online-only events */
  countryCode?: string
  /** ISO 3166-2 subdivision code without the country prefix, e.g. "CA"; omitted when none */
  stateCode?: string
  /** city name as written, e.g. "San Francisco" */
  city?: string
  /** start, counted in whole days from the day the seed runs */
  startInDays: number
  /** local wall-clock start time in timeZone, "HH:MM" */
  startTime: string
  /** end, counted in whole days from the day the seed runs (same as startInDays for a single day) */
  endInDays: number
  /** local wall-clock end time in timeZone, "HH:MM" */
  endTime: string
  /** IANA time zone, e.g. "America/Los_Angeles" */
  timeZone: string
  isFree: boolean
  /** human price text when not free, e.g. "$25 per class" or "€180 including meals" */
  price?: string
  facilitatorName?: string
  /** only example.org addresses; omit when there is none */
  registrationUrl?: string
  /** only example.org addresses; the way to join when there is no registrationUrl */
  organizerEmail?: string
  yogaStyles: (typeof YOGA_STYLES)[number][]
  experienceLevel: (typeof EXPERIENCE_LEVELS)[number]
  durationType: (typeof DURATION_TYPES)[number]
  accessibility: (typeof ACCESSIBILITY)[number][]
  /** always includes "example" */
  tags: EventTag[]
}

export type SeedIdea = {
  slug: string
  title: string
  description: string
  status: (typeof IDEA_STATUSES)[number]
  priority: (typeof PRIORITIES)[number]
  category: (typeof IDEA_CATEGORIES)[number]
  /** e.g. "2-3 days", "1 week" */
  estimatedEffort: string
  /** 1 to 10 */
  impactScore: number
  tags: string[]
}

export type SeedTeamMember = {
  name: string
  role: string
  bio: string
  linkedin?: string
  email?: string
}

export type SeedLesson = {
  /** unique within its course */
  slug: string
  title: string
  /** one sentence, shown in the lesson list */
  summary: string
  minutes: number
  /** readable by every visitor */
  isPreview: boolean
  /** the lesson in the markup of src/lib/lexical.ts; 300 to 600 words for Foundations */
  body: string
  /** slugs of linked poses, glossary terms and FAQs of the seed library */
  poses: string[]
  glossaryTerms: string[]
  faqs: string[]
}

export type SeedCourse = {
  slug: string
  title: string
  summary: string
  /** paragraphs separated by a blank line */
  description: string
  level: 'beginner' | 'intermediate' | 'advanced' | 'all_levels'
  /** whole US dollars; 0 is free */
  priceUsd: number
  order: number
  lessons: SeedLesson[]
}
