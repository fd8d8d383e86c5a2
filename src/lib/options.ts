/**
 * The enum values of the content fields with their display labels. Collections, zod schemas, seeds and
 * pages all read them from here so that a value is spelled once.
 */
export type Option<V extends string = string> = { value: V; label: string }

/** Keeps each value's literal type while giving Payload the mutable array it expects. */
const define = <V extends string>(options: Option<V>[]): Option<V>[] => options

const values = <V extends string>(options: Option<V>[]): V[] => options.map((option) => option.value)

export const POSE_CATEGORY_OPTIONS = define([
  { value: 'standing', label: 'Standing' },
  { value: 'seated', label: 'Seated' },
  { value: 'balancing', label: 'Balancing' },
  { value: 'backbend', label: 'Backbends' },
  { value: 'inversion', label: 'Inversions' },
  { value: 'restorative', label: 'Restorative' },
  { value: 'forward_fold', label: 'Forward Folds' },
])

export const DIFFICULTY_OPTIONS = define([
  { value: 'beginner', label: 'Beginner' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'advanced', label: 'Advanced' },
])

export const EVENT_TYPE_OPTIONS = define([
  { value: 'workshop', label: 'Workshop' },
  { value: 'class', label: 'Class' },
  { value: 'retreat', label: 'Retreat' },
  { value: 'community_gathering', label: 'Community' },
  { value: 'online_session', label: 'Online Session' },
])

export const LOCATION_TYPE_OPTIONS = define([
  { value: 'online', label: 'Online' },
  { value: 'in_person', label: 'In person' },
  { value: 'hybrid', label: 'Hybrid' },
])

export const EXPERIENCE_LEVEL_OPTIONS = define([
  { value: 'beginner', label: 'Beginner' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'advanced', label: 'Advanced' },
  { value: 'all_levels', label: 'Open to all levels' },
])

export const DURATION_TYPE_OPTIONS = define([
  { value: 'single_day', label: 'Single day' },
  { value: 'weekend', label: 'Weekend' },
  { value: 'week_long', label: 'Week long' },
  { value: 'month_plus', label: 'Month or more' },
])

export const YOGA_STYLE_OPTIONS = define([
  { value: 'vinyasa', label: 'Vinyasa' },
  { value: 'hatha', label: 'Hatha' },
  { value: 'yin', label: 'Yin' },
  { value: 'restorative', label: 'Restorative' },
  { value: 'kundalini', label: 'Kundalini' },
  { value: 'ashtanga', label: 'Ashtanga' },
  { value: 'iyengar', label: 'Iyengar' },
])

export const ACCESSIBILITY_OPTIONS = define([
  { value: 'wheelchair', label: 'Wheelchair accessible' },
  { value: 'trauma_informed', label: 'Trauma-informed' },
  { value: 'prenatal', label: 'Prenatal' },
  { value: 'seniors', label: 'Seniors' },
])

export const PRIORITY_OPTIONS = define([
  { value: 'critical', label: 'Critical' },
  { value: 'high', label: 'High' },
  { value: 'medium', label: 'Medium' },
  { value: 'low', label: 'Low' },
])

export const IDEA_STATUS_OPTIONS = define([
  { value: 'backlog', label: 'Backlog' },
  { value: 'planned', label: 'Planned' },
])

export const IDEA_CATEGORY_OPTIONS = define([
  { value: 'video', label: 'Video' },
  { value: 'content', label: 'Content' },
  { value: 'community', label: 'Community' },
  { value: 'practice', label: 'Practice' },
  { value: 'accessibility', label: 'Accessibility' },
  { value: 'analytics', label: 'Analytics' },
  { value: 'other', label: 'Other' },
])

export const FEEDBACK_RATING_OPTIONS = define([
  { value: 'exceeded', label: 'Exceeded expectations' },
  { value: 'met', label: 'Met expectations' },
  { value: 'needs_improvement', label: 'Needs improvement' },
])

export const FEEDBACK_CATEGORY_OPTIONS = define([
  { value: 'content', label: 'Content' },
  { value: 'design', label: 'Design' },
  { value: 'performance', label: 'Performance' },
  { value: 'accessibility', label: 'Accessibility' },
  { value: 'other', label: 'Other' },
])

export const SEVERITY_OPTIONS = define([
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
])

export const PROPOSAL_CONTENT_TYPE_OPTIONS = define([
  { value: 'glossary', label: 'Glossary' },
  { value: 'faq', label: 'FAQ' },
])

export const POSE_CATEGORIES = values(POSE_CATEGORY_OPTIONS)
export const DIFFICULTIES = values(DIFFICULTY_OPTIONS)
export const EVENT_TYPES = values(EVENT_TYPE_OPTIONS)
export const LOCATION_TYPES = values(LOCATION_TYPE_OPTIONS)
export const EXPERIENCE_LEVELS = values(EXPERIENCE_LEVEL_OPTIONS)
export const DURATION_TYPES = values(DURATION_TYPE_OPTIONS)
export const YOGA_STYLES = values(YOGA_STYLE_OPTIONS)
export const ACCESSIBILITY = values(ACCESSIBILITY_OPTIONS)
export const PRIORITIES = values(PRIORITY_OPTIONS)
export const IDEA_STATUSES = values(IDEA_STATUS_OPTIONS)
export const IDEA_CATEGORIES = values(IDEA_CATEGORY_OPTIONS)

/** The label of an option value, or the value itself when unknown. */
export const labelOf = (options: Option[], value: string): string =>
  options.find((option) => option.value === value)?.label ?? value

/** Course levels: the same words as event experience levels. */
export const COURSE_LEVEL_OPTIONS = EXPERIENCE_LEVEL_OPTIONS

/** How a member came to a course: enrolled in a free one, or bought it. */
export const ENROLLMENT_SOURCE_OPTIONS = define([
  { value: 'free', label: 'Free' },
  { value: 'purchase', label: 'Purchase' },
])
