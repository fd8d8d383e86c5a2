import { NotFoundPanel } from '@/components/ui/NotFoundPanel'

export default function FaqNotFound() {
  return <NotFoundPanel title="FAQ not found" backHref="/faq" backLabel="Back to the FAQ" />
}
