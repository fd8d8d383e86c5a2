import { UsdCell as UsdCell_9e308e419c34dc5fd730606c552ca505 } from '../../../components/admin/DonationCells'
import { FrequencyCell as FrequencyCell_9e308e419c34dc5fd730606c552ca505 } from '../../../components/admin/DonationCells'
import { DonationsSummary as DonationsSummary_8de79cbed8c2ee5e58c145d35c78b17d } from '../../../components/admin/DonationsSummary'
import { LinkToDoc as LinkToDoc_aead06e4cbf6b2620c5c51c9ab283634 } from '@payloadcms/plugin-search/client'
import { ReindexButton as ReindexButton_aead06e4cbf6b2620c5c51c9ab283634 } from '@payloadcms/plugin-search/client'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/admin/DonationCells#UsdCell": UsdCell_9e308e419c34dc5fd730606c552ca505,
  "/components/admin/DonationCells#FrequencyCell": FrequencyCell_9e308e419c34dc5fd730606c552ca505,
  "/components/admin/DonationsSummary#DonationsSummary": DonationsSummary_8de79cbed8c2ee5e58c145d35c78b17d,
  "@payloadcms/plugin-search/client#LinkToDoc": LinkToDoc_aead06e4cbf6b2620c5c51c9ab283634,
  "@payloadcms/plugin-search/client#ReindexButton": ReindexButton_aead06e4cbf6b2620c5c51c9ab283634,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
