'use client'

import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'

import { CategoryIcon } from '@/components/poses/CategoryIcon'
import { buttonClass } from '@/components/ui/button'
import { DelegatedLinks } from '@/components/ui/DelegatedLinks'
import { Badge, EmptyState, selectClass, Skeleton } from '@/components/ui/primitives'
import { SearchField } from '@/components/ui/SearchField'
import { ALL, filterPoses, poseCountLine } from '@/lib/filters'
import { DIFFICULTY_OPTIONS, labelOf, POSE_CATEGORY_OPTIONS } from '@/lib/options'
import { poseState, type PoseState } from '@/lib/listFilterState'
import { useUrlFilters } from '@/lib/urlFilters'
import { useServerData } from '@/lib/useServerData'
import type { PoseSummary } from '@/services/content/poses'

export function PoseBrowser({ initialPoses, initialFilters }: { initialPoses?: PoseSummary[]; initialFilters: PoseState }) {
  useServerData('/api/poses', initialPoses ? { poses: initialPoses } : undefined)
  const { data, isPending, error } = useQuery<{ poses: PoseSummary[] }>({
    queryKey: ['/api/poses'],
  })
  const [filters, update] = useUrlFilters(poseState, initialFilters)
  const { search, category, difficulty } = filters
  const setSearch = (value: string) => update({ ...filters, search: value }, 'typing')
  const setCategory = (value: string) => update({ ...filters, category: value })
  const setDifficulty = (value: string) => update({ ...filters, difficulty: value })
  const poses = data?.poses ?? []
  const visible = useMemo(() => filterPoses(poses, { search, category, difficulty }), [poses, search, category, difficulty])

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 sm:px-6">
      <div className="flex flex-col gap-3 md:flex-row">
        <SearchField id="pose-search" label="Search poses" placeholder="Search poses or tags" value={search} onChange={setSearch} className="flex-1" />
        <label className="sr-only" htmlFor="pose-category">
          Category
        </label>
        <select id="pose-category" value={category} onChange={(e) => setCategory(e.target.value)} className={selectClass}>
          <option value={ALL}>All categories</option>
          {POSE_CATEGORY_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor="pose-difficulty">
          Difficulty
        </label>
        <select id="pose-difficulty" value={difficulty} onChange={(e) => setDifficulty(e.target.value)} className={selectClass}>
          <option value={ALL}>All levels</option>
          {DIFFICULTY_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <p role="status" className="text-sm font-medium text-ink-muted" data-testid="count-line">
        {isPending ? 'Loading poses…' : poseCountLine(visible.length)}
      </p>
      {error ? (
        <EmptyState title="The pose library could not be loaded">{error.message}</EmptyState>
      ) : isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-72" />
          ))}
        </div>
      ) : visible.length === 0 ? (
        <EmptyState title={poses.length ? 'No poses match your filters' : 'No poses yet'}>
          {poses.length ? (
            <button
              type="button"
              className={buttonClass({ variant: 'secondary', size: 'sm' }, 'mt-4')}
              onClick={() => update({ search: '', category: ALL, difficulty: ALL })}
            >
              Clear filters
            </button>
          ) : null}
        </EmptyState>
      ) : (
        <DelegatedLinks>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((pose) => (
            <li key={pose.slug}>
              <a
                href={`/poses/${pose.slug}`}
                className="group flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-sand-200 bg-white shadow-[var(--shadow-soft)] hover:border-sage-600/40"
              >
                <span className="flex aspect-[16/9] items-center justify-center bg-gradient-to-br from-sage-50 to-sand-100">
                  <CategoryIcon category={pose.category} className="size-16 text-sage-700/70" />
                </span>
                <span className="flex flex-1 flex-col gap-2 p-5">
                  <span className="font-serif text-xl font-semibold group-hover:underline">{pose.englishName}</span>
                  <span lang="sa-Latn" className="text-sm text-ink-muted italic">
                    {pose.sanskritName}
                  </span>
                  <span className="flex flex-wrap gap-1.5">
                    <Badge tone="sage">{labelOf(POSE_CATEGORY_OPTIONS, pose.category)}</Badge>
                    <Badge>{labelOf(DIFFICULTY_OPTIONS, pose.difficulty)}</Badge>
                  </span>
                  <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-ink-muted">
                    {pose.benefits.slice(0, 2).map((benefit) => (
                      <li key={benefit}>{benefit}</li>
                    ))}
                  </ul>
                </span>
              </a>
            </li>
          ))}
        </ul>
        </DelegatedLinks>
      )}
    </div>
  )
}
