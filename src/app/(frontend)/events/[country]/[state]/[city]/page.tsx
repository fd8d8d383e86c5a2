import type { Metadata } from 'next'

import { PlaceEvents } from '@/components/events/PlaceEvents'
import { placeFromPath } from '@/lib/places'

/** Cached per place (rendered on its first request), at most 5 minutes old, expired by the events tag. */
export const generateStaticParams = async (): Promise<never[]> => []
export const revalidate = 300

type Props = { params: Promise<{ country: string; state: string; city: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { country, state, city } = await params
  const place = placeFromPath(country, state, city)
  return { title: `Yoga Events in ${place.label}`, description: `Upcoming yoga events in ${place.label}.` }
}

export default async function Page({ params }: Props) {
  const { country, state, city } = await params
  return <PlaceEvents place={placeFromPath(country, state, city)} />
}
