import { DonatePage, donateMetadata } from '@/components/donate/DonatePage'

export const metadata = donateMetadata

/** /donate as everyone first sees it (cached); /donate?amount=…&frequency=… is /filtered/donate/{key}. */
export default function Donate() {
  return <DonatePage query={new URLSearchParams()} />
}
