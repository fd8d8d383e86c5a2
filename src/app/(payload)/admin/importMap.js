import { RegeneratePanel as RegeneratePanel_634aee154b6bf4dd740ba59e2856e41c } from '../../../components/admin/RegeneratePanel'
import { AiStatusPanel as AiStatusPanel_f1f323e4d2ae861c16b243d60903682a } from '../../../components/admin/AiStatusPanel'
import { EventFinderPanel as EventFinderPanel_aa26f7bfa4871b6285fce1c4368a2dd2 } from '../../../components/admin/EventFinderPanel'
import { ExampleContentPanel as ExampleContentPanel_47ddadc5f3e6cb7ecb5d9b222b98e44e } from '../../../components/admin/ExampleContentPanel'
import { CoursePurchasesNotice as CoursePurchasesNotice_139ae9964c14455ffb21975d47f7d1ef } from '../../../components/admin/CoursePurchasesNotice'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RevokeCertificatePanel as RevokeCertificatePanel_99097010f4cfb4da8d7c12f39e57c545 } from '../../../components/admin/RevokeCertificatePanel'
import { UsdCell as UsdCell_9e308e419c34dc5fd730606c552ca505 } from '../../../components/admin/DonationCells'
import { FrequencyCell as FrequencyCell_9e308e419c34dc5fd730606c552ca505 } from '../../../components/admin/DonationCells'
import { DonationsSummary as DonationsSummary_8de79cbed8c2ee5e58c145d35c78b17d } from '../../../components/admin/DonationsSummary'
import { CurrentPasswordField as CurrentPasswordField_dfad2d0a8b773419691ead541e381d91 } from '../../../components/admin/CurrentPasswordField'
import { LinkToDoc as LinkToDoc_aead06e4cbf6b2620c5c51c9ab283634 } from '@payloadcms/plugin-search/client'
import { ReindexButton as ReindexButton_aead06e4cbf6b2620c5c51c9ab283634 } from '@payloadcms/plugin-search/client'
import { AdminNavLinks as AdminNavLinks_6e8db327abb4c1711d058b611f9e01a3 } from '../../../components/admin/AdminNavLinks'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { FeedbackView as FeedbackView_104eb7c61b8845a1b842903f9bd129ca } from '../../../components/admin/views/FeedbackView'
import { ProposalsView as ProposalsView_c6395ad34fe34170054d1aa5a4fd1fe1 } from '../../../components/admin/views/ProposalsView'
import { IdeasView as IdeasView_b07c7ce7fa653d33b3dca02d8746745d } from '../../../components/admin/views/IdeasView'
import { NewslettersView as NewslettersView_97cb323e722348e60c22649a97a1e75d } from '../../../components/admin/views/NewslettersView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/admin/RegeneratePanel#RegeneratePanel": RegeneratePanel_634aee154b6bf4dd740ba59e2856e41c,
  "/components/admin/AiStatusPanel#AiStatusPanel": AiStatusPanel_f1f323e4d2ae861c16b243d60903682a,
  "/components/admin/EventFinderPanel#EventFinderPanel": EventFinderPanel_aa26f7bfa4871b6285fce1c4368a2dd2,
  "/components/admin/ExampleContentPanel#ExampleContentPanel": ExampleContentPanel_47ddadc5f3e6cb7ecb5d9b222b98e44e,
  "/components/admin/CoursePurchasesNotice#CoursePurchasesNotice": CoursePurchasesNotice_139ae9964c14455ffb21975d47f7d1ef,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/components/admin/RevokeCertificatePanel#RevokeCertificatePanel": RevokeCertificatePanel_99097010f4cfb4da8d7c12f39e57c545,
  "/components/admin/DonationCells#UsdCell": UsdCell_9e308e419c34dc5fd730606c552ca505,
  "/components/admin/DonationCells#FrequencyCell": FrequencyCell_9e308e419c34dc5fd730606c552ca505,
  "/components/admin/DonationsSummary#DonationsSummary": DonationsSummary_8de79cbed8c2ee5e58c145d35c78b17d,
  "/components/admin/CurrentPasswordField#CurrentPasswordField": CurrentPasswordField_dfad2d0a8b773419691ead541e381d91,
  "@payloadcms/plugin-search/client#LinkToDoc": LinkToDoc_aead06e4cbf6b2620c5c51c9ab283634,
  "@payloadcms/plugin-search/client#ReindexButton": ReindexButton_aead06e4cbf6b2620c5c51c9ab283634,
  "/components/admin/AdminNavLinks#AdminNavLinks": AdminNavLinks_6e8db327abb4c1711d058b611f9e01a3,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/components/admin/views/FeedbackView#FeedbackView": FeedbackView_104eb7c61b8845a1b842903f9bd129ca,
  "/components/admin/views/ProposalsView#ProposalsView": ProposalsView_c6395ad34fe34170054d1aa5a4fd1fe1,
  "/components/admin/views/IdeasView#IdeasView": IdeasView_b07c7ce7fa653d33b3dca02d8746745d,
  "/components/admin/views/NewslettersView#NewslettersView": NewslettersView_97cb323e722348e60c22649a97a1e75d,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
