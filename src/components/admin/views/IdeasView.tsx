import type { AdminViewServerProps } from 'payload'

import { AdminViewShell } from '@/components/admin/views/AdminViewShell'
import { IDEA_CATEGORY_OPTIONS, labelOf, PRIORITY_OPTIONS } from '@/lib/options'
import { ideasByStatus, listIdeas, type IdeaItem } from '@/services/community/ideas'
import '@/components/admin/views/review.css'

function IdeaTable({ id, title, ideas }: { id: string; title: string; ideas: IdeaItem[] }) {
  return (
    <section className="review-section" aria-labelledby={id}>
      <h2 id={id}>
        {title} <span className="review-muted">({ideas.length})</span>
      </h2>
      {ideas.length === 0 ? (
        <p className="review-muted">Nothing here yet.</p>
      ) : (
        <div className="review-table-wrap">
          <table className="review-table">
            <thead>
              <tr>
                <th scope="col">Idea</th>
                <th scope="col">Priority</th>
                <th scope="col">Category</th>
                <th scope="col">Effort</th>
                <th scope="col" className="review-num">
                  Impact
                </th>
                <th scope="col">Tags</th>
              </tr>
            </thead>
            <tbody>
              {ideas.map((idea) => (
                <tr key={idea.id}>
                  <td className="review-text">
                    <strong>{idea.title}</strong>
                    {idea.description ? <div className="review-muted">{idea.description}</div> : null}
                  </td>
                  <td>{labelOf(PRIORITY_OPTIONS, idea.priority)}</td>
                  <td>{labelOf(IDEA_CATEGORY_OPTIONS, idea.category)}</td>
                  <td>{idea.estimatedEffort || '—'}</td>
                  <td className="review-num">{idea.impactScore === null ? '—' : `${idea.impactScore}/10`}</td>
                  <td>
                    {idea.tags.length ? (
                      <ul className="review-tags" aria-label="Tags">
                        {idea.tags.map((tag) => (
                          <li key={tag}>{tag}</li>
                        ))}
                      </ul>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

/** /admin/ideas: the feature-ideas backlog, Planned and Backlog, read-only. Admins and editors. */
export function IdeasView(props: AdminViewServerProps) {
  const payload = props.initPageResult.req.payload
  return (
    <AdminViewShell {...props} view="ideas" heading="Ideas backlog" description="Feature ideas for the site, by priority and impact. Read-only here; admins edit them under Community → Ideas.">
      {async () => {
        const { planned, backlog } = ideasByStatus(await listIdeas(payload))
        return (
          <>
            <IdeaTable id="ideas-planned" title="Planned" ideas={planned} />
            <IdeaTable id="ideas-backlog" title="Backlog" ideas={backlog} />
          </>
        )
      }}
    </AdminViewShell>
  )
}
