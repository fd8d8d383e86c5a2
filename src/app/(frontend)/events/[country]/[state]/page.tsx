import type { Metadata } from 'next'

import { PlaceEvents } from '@/components/events/PlaceEvents'
import { placeFromPath } from '@/lib/places'

type Props = { params: Promise<{ country: string; state: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { country, state } = await params
  const place = placeFromPath(country, state)
  return { title: `Yoga Events in ${place.label}`, description: `Upcoming yoga events in ${place.label}.` }
}

export default async function Page({ params }: Props) {
  const { country, state } = await params
  return <PlaceEvents place={placeFromPath(country, state)} />
}
