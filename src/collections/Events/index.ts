import type { CollectionConfig } from 'payload'

import { deriveSearchFields } from '@/collections/Events/hooks/deriveSearchFields'
import { revalidateOnChange, TAGS } from '@/services/platform/revalidate'
import { publishedContentAccess } from '@/access/publishedContent'
import { stringList } from '@/fields/lists'
import { imageFields } from '@/fields/media'
import { slugField } from '@/fields/slug'
import { validateUrl } from '@/fields/url'
import { draftNeedsTitle } from '@/hooks/draftNeedsTitle'
import { slugPagePreview } from '@/fields/preview'
import {
  ACCESSIBILITY_OPTIONS,
  DURATION_TYPE_OPTIONS,
  EVENT_TYPE_OPTIONS,
  EXPERIENCE_LEVEL_OPTIONS,
  LOCATION_TYPE_OPTIONS,
  YOGA_STYLE_OPTIONS,
} from '@/lib/options'

const canonicalTimeZone = (value: unknown) => {
  if (typeof value !== 'string' || !value.trim()) return value
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value.trim() }).resolvedOptions().timeZone
  } catch {
    return value
  }
}

const isTimeZone = (value: unknown): true | string => {
  if (typeof value !== 'string' || !value) return 'Choose an IANA time zone, e.g. Europe/London.'
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return true
  } catch {
    return `"${value}" is not an IANA time zone.`
  }
}

export const Events: CollectionConfig = {
  slug: 'events',
  labels: { singular: 'Event', plural: 'Events' },
  access: publishedContentAccess,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'eventType', 'locationType', 'startDate', 'city', '_status'],
    group: 'Content',
    // the AI event finder's state and "Find events now"; the seed's made-up content, and the admin's one-step removal
    components: {
      beforeListTable: ['/components/admin/EventFinderPanel#EventFinderPanel', '/components/admin/ExampleContentPanel#ExampleContentPanel'],
    },
    ...slugPagePreview('/events/detail'),
  },
  defaultSort: 'startDate',
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: { beforeValidate: [draftNeedsTitle('title', 'Title')], beforeChange: [deriveSearchFields], ...revalidateOnChange(TAGS.events) },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea', required: true, admin: { rows: 8 } },
    {
      type: 'row',
      fields: [
        {
          name: 'eventType',
          type: 'select',
          required: true,
          index: true,
          options: EVENT_TYPE_OPTIONS,
        },
        {
          name: 'locationType',
          type: 'select',
          required: true,
          index: true,
          options: LOCATION_TYPE_OPTIONS,
        },
      ],
    },
    { name: 'locationDetails', type: 'text' },
    {
      type: 'row',
      fields: [
        {
          name: 'countryCode',
          type: 'text',
          index: true,
          admin: { description: 'ISO 3166-1 alpha-2, e.g. US' },
          hooks: { beforeValidate: [({ value }) => (value ? String(value).toUpperCase() : value)] },
        },
        {
          name: 'stateCode',
          type: 'text',
          index: true,
          admin: { description: 'ISO 3166-2 subdivision, e.g. CA' },
          hooks: { beforeValidate: [({ value }) => (value ? String(value).toUpperCase() : value)] },
        },
        { name: 'city', type: 'text', index: true },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startDate',
          type: 'date',
          required: true,
          index: true,
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'endDate',
          type: 'date',
          index: true,
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'timeZone',
          type: 'text',
          required: true,
          defaultValue: 'UTC',
          validate: isTimeZone,
          // Stored in canonical form (us/pacific → America/Los_Angeles) so calendars find its VTIMEZONE.
          hooks: { beforeValidate: [({ value }) => canonicalTimeZone(value)] },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'isFree', type: 'checkbox', defaultValue: false, index: true },
        { name: 'price', type: 'text', admin: { description: 'e.g. $20 drop-in' } },
      ],
    },
    { name: 'facilitatorName', type: 'text' },
    {
      type: 'row',
      fields: [
        {
          name: 'registrationUrl',
          type: 'text',
          validate: validateUrl,
          admin: { description: 'Where visitors register (shown as Register Now): an http(s) or mailto: address' },
        },
        {
          name: 'organizerEmail',
          type: 'email',
          // Visitors need a way to join: without a registration link this is the 'Contact organizer' mailto.
          admin: { description: "Shown as 'Contact organizer' when there is no registration link" },
        },
      ],
    },
    {
      name: 'yogaStyles',
      type: 'select',
      hasMany: true,
      index: true,
      options: YOGA_STYLE_OPTIONS,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'experienceLevel',
          type: 'select',
          index: true,
          defaultValue: 'all_levels',
          options: EXPERIENCE_LEVEL_OPTIONS,
        },
        {
          name: 'durationType',
          type: 'select',
          index: true,
          defaultValue: 'single_day',
          options: DURATION_TYPE_OPTIONS,
        },
      ],
    },
    {
      name: 'accessibility',
      type: 'select',
      hasMany: true,
      index: true,
      options: ACCESSIBILITY_OPTIONS,
    },
    stringList('tags'),
    ...imageFields(),
    slugField('title'),
    {
      name: 'searchText',
      type: 'text',
      // Indexed by a pg_trgm GIN index in the migration: a btree cannot serve ILIKE '%…%'.
      admin: { hidden: true, readOnly: true },
    },
    {
      name: 'startLocalDate',
      type: 'text',
      index: true,
      admin: { hidden: true, readOnly: true },
    },
    {
      name: 'accessibilityKey',
      type: 'text',
      admin: { hidden: true, readOnly: true },
    },
    {
      name: 'cityKey',
      type: 'text',
      index: true,
      admin: { hidden: true, readOnly: true },
    },
  ],
}
