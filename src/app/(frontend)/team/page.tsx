import type { Metadata } from 'next'

import { Badge, PageIntro } from '@/components/ui/primitives'
import { loadTeam } from '@/web/pageData'
import { safeHref } from '@/lib/safeUrl'

export const metadata: Metadata = {
  title: 'Team',
  description: 'The people behind Yoga Commons and why we do this.',
  alternates: { canonical: '/team' },
  openGraph: { title: 'Team', url: '/team' },
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase()

export default async function TeamPage() {
  const team = await loadTeam()
  return (
    <>
      <PageIntro eyebrow="Team" title="The people behind the commons" />
      <div className="mx-auto max-w-6xl space-y-12 px-4 sm:px-6">
        {team.mission ? (
          <section aria-labelledby="mission" className="rounded-[var(--radius-card)] bg-sage-50 p-6 sm:p-8">
            <h2 id="mission" className="text-2xl font-semibold">
              Our mission
            </h2>
            <p className="mt-3 max-w-3xl text-lg">{team.mission}</p>
          </section>
        ) : null}
        {team.members.some((member) => member.example) ? (
          <p role="note" className="rounded-xl border border-sand-300 bg-sand-100 px-4 py-3 text-ink/90">
            The profiles marked &ldquo;Example profile&rdquo; are made up to show how this page looks. They are not real
            people.
          </p>
        ) : null}
        {team.members.length === 0 ? null : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {team.members.map((member) => (
              <li key={member.name} className="flex gap-4 rounded-[var(--radius-card)] border border-sand-200 bg-white p-5 shadow-[var(--shadow-soft)]">
                {member.image ? (
                  // eslint-disable-next-line @next/next/no-img-element -- uploaded portrait, fixed box
                  <img src={member.image.url} alt={member.image.alt} width={80} height={80} className="size-20 shrink-0 rounded-full object-cover" />
                ) : (
                  <span aria-hidden className="flex size-20 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-sage-100 to-sand-200 font-serif text-2xl text-sage-800">
                    {initials(member.name)}
                  </span>
                )}
                <div>
                  {member.example ? <Badge tone="outline">Example profile</Badge> : null}
                  <h2 className="text-lg font-semibold">{member.name}</h2>
                  <p className="text-sm font-medium text-sage-700">{member.role}</p>
                  {member.bio ? <p className="mt-2 text-sm text-ink-muted">{member.bio}</p> : null}
                  {member.linkedin || member.email ? (
                    <p className="mt-2 flex gap-3 text-sm">
                      {member.linkedin ? (
                        <a className="text-sage-700 underline" href={safeHref(member.linkedin)} target="_blank" rel="noopener noreferrer">
                          LinkedIn
                        </a>
                      ) : null}
                      {member.email ? (
                        <a className="text-sage-700 underline" href={`mailto:${member.email}`}>
                          Email
                        </a>
                      ) : null}
                    </p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}
