import { NotFoundPanel } from '@/components/ui/NotFoundPanel'

export default function CertificateNotFound() {
  return <NotFoundPanel title="Certificate not found" backHref="/courses" backLabel="Browse courses" />
}
