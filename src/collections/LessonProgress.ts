import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { adminsOrOwner } from '@/access/adminsOrOwner'
import { nobody } from '@/access/nobody'

/** A lesson a member finished: one row per member and lesson. Written only by the server. */
export const LessonProgress: CollectionConfig = {
  slug: 'lesson-progress',
  labels: { singular: 'Lesson progress', plural: 'Lesson progress' },
  access: { read: adminsOrOwner, create: nobody, update: nobody, delete: admins },
  admin: { defaultColumns: ['user', 'course', 'lesson', 'completedAt'], group: 'Courses' },
  defaultSort: '-completedAt',
  indexes: [
    { fields: ['user', 'lesson'], unique: true },
    { fields: ['user', 'course'] },
  ],
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    // Not required: a lesson an editor deletes leaves its progress rows behind, pointing nowhere (not counted).
    { name: 'lesson', type: 'relationship', relationTo: 'lessons', index: true },
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true },
    { name: 'completedAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
  timestamps: true,
}
