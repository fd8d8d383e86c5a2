import { NotFoundPanel } from '@/components/ui/NotFoundPanel'

export default function TermNotFound() {
  return <NotFoundPanel title="Term not found" backHref="/glossary" backLabel="Back to the glossary" />
}
