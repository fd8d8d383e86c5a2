import { ListLoading } from '@/components/ui/ListLoading'

export default function Loading() {
  return <ListLoading label="Loading the faq" />
}
