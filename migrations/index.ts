import * as migration_20261121_095042_initial from './20261121_095042_initial';
import * as migration_20261121_105445_events_search_fields from './20261121_105445_events_search_fields';
import * as migration_20261121_115257_event_start_local_date from './20261121_115257_event_start_local_date';
import * as migration_20261121_123705_search_index from './20261121_123705_search_index';
import * as migration_20261121_133000_search_lexicon from './20261121_133000_search_lexicon';
import * as migration_20261121_145000_rate_limits from './20261121_145000_rate_limits';
import * as migration_20261123_035130_mail_outbox from './20261123_035130_mail_outbox';
import * as migration_20261123_051500_mail_delivery_claims from './20261123_051500_mail_delivery_claims';
import * as migration_20261123_124234_users_no_lockout from './20261123_124234_users_no_lockout';
import * as migration_20261123_134406_event_organizer_email from './20261123_134406_event_organizer_email';
import * as migration_20261123_145137_forgot_password_no_interval from './20261123_145137_forgot_password_no_interval';
import * as migration_20261123_151815_donations_webhooks from './20261123_151815_donations_webhooks';
import * as migration_20261123_154706_courses from './20261123_154706_courses';
import * as migration_20261123_162243_user_display_name from './20261123_162243_user_display_name';
import * as migration_20261123_164306_ai_generation from './20261123_164306_ai_generation';
import * as migration_20261123_181536_newsletter_campaign_sending from './20261123_181536_newsletter_campaign_sending';
import * as migration_20261123_181600_admin_review from './20261123_181600_admin_review';
import * as migration_20261123_181600_newsletter_sends from './20261123_181600_newsletter_sends';
import * as migration_20261123_191657_merge_review_news from './20261123_191657_merge_review_news';
import * as migration_20261123_195436_media_storage_fields from './20261123_195436_media_storage_fields';
import * as migration_20261126_144459_tax_exempt_pending from './20261126_144459_tax_exempt_pending';
import * as migration_20261126_160000_erase_deleted_members_names from './20261126_160000_erase_deleted_members_names';
import * as migration_20261127_001554_revoke_certificate_reason from './20261127_001554_revoke_certificate_reason';
import * as migration_20261127_004955_member_email from './20261127_004955_member_email';
import * as migration_20261127_005949_team_drafts_run_schedules from './20261127_005949_team_drafts_run_schedules';
import * as migration_20261127_010041_images_from_media from './20261127_010041_images_from_media';
import * as migration_20261127_040000_search_vocabulary from './20261127_040000_search_vocabulary';

export const migrations = [
  {
    up: migration_20261121_095042_initial.up,
    down: migration_20261121_095042_initial.down,
    name: '20261121_095042_initial',
  },
  {
    up: migration_20261121_105445_events_search_fields.up,
    down: migration_20261121_105445_events_search_fields.down,
    name: '20261121_105445_events_search_fields',
  },
  {
    up: migration_20261121_115257_event_start_local_date.up,
    down: migration_20261121_115257_event_start_local_date.down,
    name: '20261121_115257_event_start_local_date',
  },
  {
    up: migration_20261121_123705_search_index.up,
    down: migration_20261121_123705_search_index.down,
    name: '20261121_123705_search_index',
  },
  {
    up: migration_20261121_133000_search_lexicon.up,
    down: migration_20261121_133000_search_lexicon.down,
    name: '20261121_133000_search_lexicon',
  },
  {
    up: migration_20261121_145000_rate_limits.up,
    down: migration_20261121_145000_rate_limits.down,
    name: '20261121_145000_rate_limits',
  },
  {
    up: migration_20261123_035130_mail_outbox.up,
    down: migration_20261123_035130_mail_outbox.down,
    name: '20261123_035130_mail_outbox',
  },
  {
    up: migration_20261123_051500_mail_delivery_claims.up,
    down: migration_20261123_051500_mail_delivery_claims.down,
    name: '20261123_051500_mail_delivery_claims',
  },
  {
    up: migration_20261123_124234_users_no_lockout.up,
    down: migration_20261123_124234_users_no_lockout.down,
    name: '20261123_124234_users_no_lockout',
  },
  {
    up: migration_20261123_134406_event_organizer_email.up,
    down: migration_20261123_134406_event_organizer_email.down,
    name: '20261123_134406_event_organizer_email',
  },
  {
    up: migration_20261123_145137_forgot_password_no_interval.up,
    down: migration_20261123_145137_forgot_password_no_interval.down,
    name: '20261123_145137_forgot_password_no_interval',
  },
  {
    up: migration_20261123_151815_donations_webhooks.up,
    down: migration_20261123_151815_donations_webhooks.down,
    name: '20261123_151815_donations_webhooks',
  },
  {
    up: migration_20261123_154706_courses.up,
    down: migration_20261123_154706_courses.down,
    name: '20261123_154706_courses',
  },
  {
    up: migration_20261123_162243_user_display_name.up,
    down: migration_20261123_162243_user_display_name.down,
    name: '20261123_162243_user_display_name',
  },
  {
    up: migration_20261123_164306_ai_generation.up,
    down: migration_20261123_164306_ai_generation.down,
    name: '20261123_164306_ai_generation',
  },
  {
    up: migration_20261123_181536_newsletter_campaign_sending.up,
    down: migration_20261123_181536_newsletter_campaign_sending.down,
    name: '20261123_181536_newsletter_campaign_sending',
  },
  {
    up: migration_20261123_181600_admin_review.up,
    down: migration_20261123_181600_admin_review.down,
    name: '20261123_181600_admin_review',
  },
  {
    up: migration_20261123_181600_newsletter_sends.up,
    down: migration_20261123_181600_newsletter_sends.down,
    name: '20261123_181600_newsletter_sends',
  },
  {
    up: migration_20261123_191657_merge_review_news.up,
    down: migration_20261123_191657_merge_review_news.down,
    name: '20261123_191657_merge_review_news',
  },
  {
    up: migration_20261123_195436_media_storage_fields.up,
    down: migration_20261123_195436_media_storage_fields.down,
    name: '20261123_195436_media_storage_fields',
  },
  {
    up: migration_20261126_144459_tax_exempt_pending.up,
    down: migration_20261126_144459_tax_exempt_pending.down,
    name: '20261126_144459_tax_exempt_pending',
  },
  {
    up: migration_20261126_160000_erase_deleted_members_names.up,
    down: migration_20261126_160000_erase_deleted_members_names.down,
    name: '20261126_160000_erase_deleted_members_names',
  },
  {
    up: migration_20261127_001554_revoke_certificate_reason.up,
    down: migration_20261127_001554_revoke_certificate_reason.down,
    name: '20261127_001554_revoke_certificate_reason',
  },
  {
    up: migration_20261127_004955_member_email.up,
    down: migration_20261127_004955_member_email.down,
    name: '20261127_004955_member_email',
  },
  {
    up: migration_20261127_005949_team_drafts_run_schedules.up,
    down: migration_20261127_005949_team_drafts_run_schedules.down,
    name: '20261127_005949_team_drafts_run_schedules',
  },
  {
    up: migration_20261127_010041_images_from_media.up,
    down: migration_20261127_010041_images_from_media.down,
    name: '20261127_010041_images_from_media',
  },
  {
    up: migration_20261127_040000_search_vocabulary.up,
    down: migration_20261127_040000_search_vocabulary.down,
    name: '20261127_040000_search_vocabulary',
  },
];
