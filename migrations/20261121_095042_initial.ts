import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_glossary_terms_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__glossary_terms_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_faqs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faqs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_poses_category" AS ENUM('standing', 'seated', 'balancing', 'backbend', 'inversion', 'restorative', 'forward_fold');
  CREATE TYPE "public"."enum_poses_difficulty" AS ENUM('beginner', 'intermediate', 'advanced');
  CREATE TYPE "public"."enum_poses_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__poses_v_version_category" AS ENUM('standing', 'seated', 'balancing', 'backbend', 'inversion', 'restorative', 'forward_fold');
  CREATE TYPE "public"."enum__poses_v_version_difficulty" AS ENUM('beginner', 'intermediate', 'advanced');
  CREATE TYPE "public"."enum__poses_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_events_yoga_styles" AS ENUM('vinyasa', 'hatha', 'yin', 'restorative', 'kundalini', 'ashtanga', 'iyengar');
  CREATE TYPE "public"."enum_events_accessibility" AS ENUM('wheelchair', 'trauma_informed', 'prenatal', 'seniors');
  CREATE TYPE "public"."enum_events_event_type" AS ENUM('workshop', 'class', 'retreat', 'community_gathering', 'online_session');
  CREATE TYPE "public"."enum_events_location_type" AS ENUM('online', 'in_person', 'hybrid');
  CREATE TYPE "public"."enum_events_experience_level" AS ENUM('beginner', 'intermediate', 'advanced', 'all_levels');
  CREATE TYPE "public"."enum_events_duration_type" AS ENUM('single_day', 'weekend', 'week_long', 'month_plus');
  CREATE TYPE "public"."enum_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__events_v_version_yoga_styles" AS ENUM('vinyasa', 'hatha', 'yin', 'restorative', 'kundalini', 'ashtanga', 'iyengar');
  CREATE TYPE "public"."enum__events_v_version_accessibility" AS ENUM('wheelchair', 'trauma_informed', 'prenatal', 'seniors');
  CREATE TYPE "public"."enum__events_v_version_event_type" AS ENUM('workshop', 'class', 'retreat', 'community_gathering', 'online_session');
  CREATE TYPE "public"."enum__events_v_version_location_type" AS ENUM('online', 'in_person', 'hybrid');
  CREATE TYPE "public"."enum__events_v_version_experience_level" AS ENUM('beginner', 'intermediate', 'advanced', 'all_levels');
  CREATE TYPE "public"."enum__events_v_version_duration_type" AS ENUM('single_day', 'weekend', 'week_long', 'month_plus');
  CREATE TYPE "public"."enum__events_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_feedback_rating" AS ENUM('exceeded', 'met', 'needs_improvement');
  CREATE TYPE "public"."enum_feedback_category" AS ENUM('content', 'design', 'performance', 'accessibility', 'other');
  CREATE TYPE "public"."enum_feedback_severity" AS ENUM('low', 'medium', 'high');
  CREATE TYPE "public"."enum_proposals_content_type" AS ENUM('glossary', 'faq');
  CREATE TYPE "public"."enum_proposals_priority" AS ENUM('critical', 'high', 'medium', 'low');
  CREATE TYPE "public"."enum_proposals_status" AS ENUM('pending', 'approved', 'rejected');
  CREATE TYPE "public"."enum_ideas_status" AS ENUM('backlog', 'planned');
  CREATE TYPE "public"."enum_ideas_priority" AS ENUM('critical', 'high', 'medium', 'low');
  CREATE TYPE "public"."enum_ideas_category" AS ENUM('video', 'content', 'community', 'practice', 'accessibility', 'analytics', 'other');
  CREATE TYPE "public"."enum_newsletter_subscribers_status" AS ENUM('pending', 'active', 'unsubscribed');
  CREATE TYPE "public"."enum_newsletter_campaigns_status" AS ENUM('draft', 'sent');
  CREATE TYPE "public"."enum_contact_messages_status" AS ENUM('new', 'answered', 'spam');
  CREATE TYPE "public"."enum_donations_status" AS ENUM('pending', 'succeeded', 'failed', 'canceled');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'member');
  CREATE TABLE "glossary_terms_examples" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "glossary_terms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"term" varchar,
  	"sanskrit" varchar,
  	"transliteration" varchar,
  	"pronunciation" varchar,
  	"short_def" varchar,
  	"long_def" varchar,
  	"literal_meaning" varchar,
  	"image_url" varchar,
  	"image_alt" varchar,
  	"audio_url" varchar,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_glossary_terms_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "glossary_terms_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_glossary_terms_v_version_examples" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_glossary_terms_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_term" varchar,
  	"version_sanskrit" varchar,
  	"version_transliteration" varchar,
  	"version_pronunciation" varchar,
  	"version_short_def" varchar,
  	"version_long_def" varchar,
  	"version_literal_meaning" varchar,
  	"version_image_url" varchar,
  	"version_image_alt" varchar,
  	"version_audio_url" varchar,
  	"version_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__glossary_terms_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_glossary_terms_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "faqs_tips" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "faqs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"short_answer" varchar,
  	"long_answer" varchar,
  	"image_url" varchar,
  	"image_alt" varchar,
  	"narration_url" varchar,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_faqs_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "faqs_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_faqs_v_version_tips" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_faqs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_question" varchar,
  	"version_short_answer" varchar,
  	"version_long_answer" varchar,
  	"version_image_url" varchar,
  	"version_image_alt" varchar,
  	"version_narration_url" varchar,
  	"version_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__faqs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_faqs_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "poses_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "poses_instructions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "poses_contraindications" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "poses_tips" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "poses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"english_name" varchar,
  	"sanskrit_name" varchar,
  	"transliteration" varchar,
  	"category" "enum_poses_category",
  	"difficulty" "enum_poses_difficulty",
  	"duration" varchar DEFAULT 'PT1M',
  	"image_url" varchar,
  	"image_alt" varchar,
  	"audio_url" varchar,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_poses_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "poses_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_poses_v_version_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_poses_v_version_instructions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_poses_v_version_contraindications" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_poses_v_version_tips" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_poses_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_english_name" varchar,
  	"version_sanskrit_name" varchar,
  	"version_transliteration" varchar,
  	"version_category" "enum__poses_v_version_category",
  	"version_difficulty" "enum__poses_v_version_difficulty",
  	"version_duration" varchar DEFAULT 'PT1M',
  	"version_image_url" varchar,
  	"version_image_alt" varchar,
  	"version_audio_url" varchar,
  	"version_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__poses_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_poses_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "videos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"video_id" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"channel_name" varchar,
  	"channel_id" varchar,
  	"thumbnail_url" varchar,
  	"duration" varchar,
  	"view_count" numeric,
  	"published_at" timestamp(3) with time zone,
  	"step_number" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "videos_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"glossary_terms_id" integer,
  	"faqs_id" integer,
  	"poses_id" integer
  );
  
  CREATE TABLE "events_yoga_styles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_events_yoga_styles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "events_accessibility" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_events_accessibility",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"event_type" "enum_events_event_type",
  	"location_type" "enum_events_location_type",
  	"location_details" varchar,
  	"country_code" varchar,
  	"state_code" varchar,
  	"city" varchar,
  	"start_date" timestamp(3) with time zone,
  	"end_date" timestamp(3) with time zone,
  	"time_zone" varchar DEFAULT 'UTC',
  	"is_free" boolean DEFAULT false,
  	"price" varchar,
  	"facilitator_name" varchar,
  	"registration_url" varchar,
  	"experience_level" "enum_events_experience_level" DEFAULT 'all_levels',
  	"duration_type" "enum_events_duration_type" DEFAULT 'single_day',
  	"image_url" varchar,
  	"image_alt" varchar,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_events_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "events_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_events_v_version_yoga_styles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__events_v_version_yoga_styles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_events_v_version_accessibility" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__events_v_version_accessibility",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_event_type" "enum__events_v_version_event_type",
  	"version_location_type" "enum__events_v_version_location_type",
  	"version_location_details" varchar,
  	"version_country_code" varchar,
  	"version_state_code" varchar,
  	"version_city" varchar,
  	"version_start_date" timestamp(3) with time zone,
  	"version_end_date" timestamp(3) with time zone,
  	"version_time_zone" varchar DEFAULT 'UTC',
  	"version_is_free" boolean DEFAULT false,
  	"version_price" varchar,
  	"version_facilitator_name" varchar,
  	"version_registration_url" varchar,
  	"version_experience_level" "enum__events_v_version_experience_level" DEFAULT 'all_levels',
  	"version_duration_type" "enum__events_v_version_duration_type" DEFAULT 'single_day',
  	"version_image_url" varchar,
  	"version_image_alt" varchar,
  	"version_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__events_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_events_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "feedback" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"rating" "enum_feedback_rating" NOT NULL,
  	"feedback_text" varchar,
  	"category" "enum_feedback_category",
  	"severity" "enum_feedback_severity",
  	"email" varchar,
  	"url" varchar,
  	"slug" varchar,
  	"user_agent" varchar,
  	"viewport" varchar,
  	"processed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "proposals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"content_type" "enum_proposals_content_type" NOT NULL,
  	"content_id" varchar NOT NULL,
  	"field_name" varchar NOT NULL,
  	"ai_reasoning" varchar,
  	"priority" "enum_proposals_priority" NOT NULL,
  	"confidence_score" numeric NOT NULL,
  	"requires_human_review" boolean DEFAULT true,
  	"current_value" varchar,
  	"proposed_value" varchar NOT NULL,
  	"status" "enum_proposals_status" DEFAULT 'pending' NOT NULL,
  	"rejection_reason" varchar,
  	"reviewed_at" timestamp(3) with time zone,
  	"reviewed_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "proposals_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"feedback_id" integer
  );
  
  CREATE TABLE "ideas" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"status" "enum_ideas_status" DEFAULT 'backlog' NOT NULL,
  	"priority" "enum_ideas_priority" NOT NULL,
  	"category" "enum_ideas_category" NOT NULL,
  	"estimated_effort" varchar,
  	"impact_score" numeric,
  	"slug" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "ideas_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "newsletter_subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"status" "enum_newsletter_subscribers_status" DEFAULT 'pending' NOT NULL,
  	"token_hash" varchar,
  	"token_expires_at" timestamp(3) with time zone,
  	"consent_at" timestamp(3) with time zone,
  	"consent_ip" varchar,
  	"confirmed_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "newsletter_campaigns" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subject" varchar NOT NULL,
  	"content" varchar NOT NULL,
  	"status" "enum_newsletter_campaigns_status" DEFAULT 'draft' NOT NULL,
  	"sent_at" timestamp(3) with time zone,
  	"recipient_count" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"status" "enum_contact_messages_status" DEFAULT 'new' NOT NULL,
  	"ip" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "donations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"amount" numeric NOT NULL,
  	"currency" varchar DEFAULT 'usd' NOT NULL,
  	"monthly" boolean DEFAULT false,
  	"status" "enum_donations_status" DEFAULT 'pending' NOT NULL,
  	"provider_id" varchar,
  	"email" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar
  );
  
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar,
  	"username" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"glossary_terms_id" integer,
  	"faqs_id" integer,
  	"poses_id" integer,
  	"videos_id" integer,
  	"events_id" integer,
  	"feedback_id" integer,
  	"proposals_id" integer,
  	"ideas_id" integer,
  	"newsletter_subscribers_id" integer,
  	"newsletter_campaigns_id" integer,
  	"contact_messages_id" integer,
  	"donations_id" integer,
  	"media_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_socials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_name" varchar DEFAULT 'Yoga Commons' NOT NULL,
  	"tagline" varchar DEFAULT 'Free, community-driven yoga education for everyone',
  	"support_email" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "team_members" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"role" varchar NOT NULL,
  	"bio" varchar,
  	"image_id" integer,
  	"linkedin" varchar,
  	"email" varchar
  );
  
  CREATE TABLE "team" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"mission" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "glossary_terms_examples" ADD CONSTRAINT "glossary_terms_examples_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."glossary_terms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "glossary_terms_texts" ADD CONSTRAINT "glossary_terms_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."glossary_terms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_glossary_terms_v_version_examples" ADD CONSTRAINT "_glossary_terms_v_version_examples_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_glossary_terms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_glossary_terms_v" ADD CONSTRAINT "_glossary_terms_v_parent_id_glossary_terms_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."glossary_terms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_glossary_terms_v_texts" ADD CONSTRAINT "_glossary_terms_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_glossary_terms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_tips" ADD CONSTRAINT "faqs_tips_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_texts" ADD CONSTRAINT "faqs_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_version_tips" ADD CONSTRAINT "_faqs_v_version_tips_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v" ADD CONSTRAINT "_faqs_v_parent_id_faqs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faqs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v_texts" ADD CONSTRAINT "_faqs_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "poses_benefits" ADD CONSTRAINT "poses_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."poses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "poses_instructions" ADD CONSTRAINT "poses_instructions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."poses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "poses_contraindications" ADD CONSTRAINT "poses_contraindications_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."poses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "poses_tips" ADD CONSTRAINT "poses_tips_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."poses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "poses_texts" ADD CONSTRAINT "poses_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."poses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_poses_v_version_benefits" ADD CONSTRAINT "_poses_v_version_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_poses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_poses_v_version_instructions" ADD CONSTRAINT "_poses_v_version_instructions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_poses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_poses_v_version_contraindications" ADD CONSTRAINT "_poses_v_version_contraindications_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_poses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_poses_v_version_tips" ADD CONSTRAINT "_poses_v_version_tips_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_poses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_poses_v" ADD CONSTRAINT "_poses_v_parent_id_poses_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."poses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_poses_v_texts" ADD CONSTRAINT "_poses_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_poses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "videos_rels" ADD CONSTRAINT "videos_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "videos_rels" ADD CONSTRAINT "videos_rels_glossary_terms_fk" FOREIGN KEY ("glossary_terms_id") REFERENCES "public"."glossary_terms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "videos_rels" ADD CONSTRAINT "videos_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "videos_rels" ADD CONSTRAINT "videos_rels_poses_fk" FOREIGN KEY ("poses_id") REFERENCES "public"."poses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_yoga_styles" ADD CONSTRAINT "events_yoga_styles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_accessibility" ADD CONSTRAINT "events_accessibility_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_texts" ADD CONSTRAINT "events_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_yoga_styles" ADD CONSTRAINT "_events_v_version_yoga_styles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_accessibility" ADD CONSTRAINT "_events_v_version_accessibility_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_parent_id_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_texts" ADD CONSTRAINT "_events_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "proposals" ADD CONSTRAINT "proposals_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "proposals_rels" ADD CONSTRAINT "proposals_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "proposals_rels" ADD CONSTRAINT "proposals_rels_feedback_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ideas_texts" ADD CONSTRAINT "ideas_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_glossary_terms_fk" FOREIGN KEY ("glossary_terms_id") REFERENCES "public"."glossary_terms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_poses_fk" FOREIGN KEY ("poses_id") REFERENCES "public"."poses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_feedback_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_proposals_fk" FOREIGN KEY ("proposals_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ideas_fk" FOREIGN KEY ("ideas_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_subscribers_fk" FOREIGN KEY ("newsletter_subscribers_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_campaigns_fk" FOREIGN KEY ("newsletter_campaigns_id") REFERENCES "public"."newsletter_campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_donations_fk" FOREIGN KEY ("donations_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_socials" ADD CONSTRAINT "site_settings_socials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "team_members" ADD CONSTRAINT "team_members_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "team_members" ADD CONSTRAINT "team_members_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "glossary_terms_examples_order_idx" ON "glossary_terms_examples" USING btree ("_order");
  CREATE INDEX "glossary_terms_examples_parent_id_idx" ON "glossary_terms_examples" USING btree ("_parent_id");
  CREATE INDEX "glossary_terms_term_idx" ON "glossary_terms" USING btree ("term");
  CREATE UNIQUE INDEX "glossary_terms_slug_idx" ON "glossary_terms" USING btree ("slug");
  CREATE INDEX "glossary_terms_updated_at_idx" ON "glossary_terms" USING btree ("updated_at");
  CREATE INDEX "glossary_terms_created_at_idx" ON "glossary_terms" USING btree ("created_at");
  CREATE INDEX "glossary_terms__status_idx" ON "glossary_terms" USING btree ("_status");
  CREATE INDEX "glossary_terms_texts_order_parent" ON "glossary_terms_texts" USING btree ("order","parent_id");
  CREATE INDEX "glossary_terms_texts_text_idx" ON "glossary_terms_texts" USING btree ("text");
  CREATE INDEX "_glossary_terms_v_version_examples_order_idx" ON "_glossary_terms_v_version_examples" USING btree ("_order");
  CREATE INDEX "_glossary_terms_v_version_examples_parent_id_idx" ON "_glossary_terms_v_version_examples" USING btree ("_parent_id");
  CREATE INDEX "_glossary_terms_v_parent_idx" ON "_glossary_terms_v" USING btree ("parent_id");
  CREATE INDEX "_glossary_terms_v_version_version_term_idx" ON "_glossary_terms_v" USING btree ("version_term");
  CREATE INDEX "_glossary_terms_v_version_version_slug_idx" ON "_glossary_terms_v" USING btree ("version_slug");
  CREATE INDEX "_glossary_terms_v_version_version_updated_at_idx" ON "_glossary_terms_v" USING btree ("version_updated_at");
  CREATE INDEX "_glossary_terms_v_version_version_created_at_idx" ON "_glossary_terms_v" USING btree ("version_created_at");
  CREATE INDEX "_glossary_terms_v_version_version__status_idx" ON "_glossary_terms_v" USING btree ("version__status");
  CREATE INDEX "_glossary_terms_v_created_at_idx" ON "_glossary_terms_v" USING btree ("created_at");
  CREATE INDEX "_glossary_terms_v_updated_at_idx" ON "_glossary_terms_v" USING btree ("updated_at");
  CREATE INDEX "_glossary_terms_v_latest_idx" ON "_glossary_terms_v" USING btree ("latest");
  CREATE INDEX "_glossary_terms_v_texts_order_parent" ON "_glossary_terms_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "faqs_tips_order_idx" ON "faqs_tips" USING btree ("_order");
  CREATE INDEX "faqs_tips_parent_id_idx" ON "faqs_tips" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "faqs_slug_idx" ON "faqs" USING btree ("slug");
  CREATE INDEX "faqs_updated_at_idx" ON "faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
  CREATE INDEX "faqs__status_idx" ON "faqs" USING btree ("_status");
  CREATE INDEX "faqs_texts_order_parent" ON "faqs_texts" USING btree ("order","parent_id");
  CREATE INDEX "faqs_texts_text_idx" ON "faqs_texts" USING btree ("text");
  CREATE INDEX "_faqs_v_version_tips_order_idx" ON "_faqs_v_version_tips" USING btree ("_order");
  CREATE INDEX "_faqs_v_version_tips_parent_id_idx" ON "_faqs_v_version_tips" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_parent_idx" ON "_faqs_v" USING btree ("parent_id");
  CREATE INDEX "_faqs_v_version_version_slug_idx" ON "_faqs_v" USING btree ("version_slug");
  CREATE INDEX "_faqs_v_version_version_updated_at_idx" ON "_faqs_v" USING btree ("version_updated_at");
  CREATE INDEX "_faqs_v_version_version_created_at_idx" ON "_faqs_v" USING btree ("version_created_at");
  CREATE INDEX "_faqs_v_version_version__status_idx" ON "_faqs_v" USING btree ("version__status");
  CREATE INDEX "_faqs_v_created_at_idx" ON "_faqs_v" USING btree ("created_at");
  CREATE INDEX "_faqs_v_updated_at_idx" ON "_faqs_v" USING btree ("updated_at");
  CREATE INDEX "_faqs_v_latest_idx" ON "_faqs_v" USING btree ("latest");
  CREATE INDEX "_faqs_v_texts_order_parent" ON "_faqs_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "poses_benefits_order_idx" ON "poses_benefits" USING btree ("_order");
  CREATE INDEX "poses_benefits_parent_id_idx" ON "poses_benefits" USING btree ("_parent_id");
  CREATE INDEX "poses_instructions_order_idx" ON "poses_instructions" USING btree ("_order");
  CREATE INDEX "poses_instructions_parent_id_idx" ON "poses_instructions" USING btree ("_parent_id");
  CREATE INDEX "poses_contraindications_order_idx" ON "poses_contraindications" USING btree ("_order");
  CREATE INDEX "poses_contraindications_parent_id_idx" ON "poses_contraindications" USING btree ("_parent_id");
  CREATE INDEX "poses_tips_order_idx" ON "poses_tips" USING btree ("_order");
  CREATE INDEX "poses_tips_parent_id_idx" ON "poses_tips" USING btree ("_parent_id");
  CREATE INDEX "poses_english_name_idx" ON "poses" USING btree ("english_name");
  CREATE INDEX "poses_category_idx" ON "poses" USING btree ("category");
  CREATE INDEX "poses_difficulty_idx" ON "poses" USING btree ("difficulty");
  CREATE UNIQUE INDEX "poses_slug_idx" ON "poses" USING btree ("slug");
  CREATE INDEX "poses_updated_at_idx" ON "poses" USING btree ("updated_at");
  CREATE INDEX "poses_created_at_idx" ON "poses" USING btree ("created_at");
  CREATE INDEX "poses__status_idx" ON "poses" USING btree ("_status");
  CREATE INDEX "poses_texts_order_parent" ON "poses_texts" USING btree ("order","parent_id");
  CREATE INDEX "poses_texts_text_idx" ON "poses_texts" USING btree ("text");
  CREATE INDEX "_poses_v_version_benefits_order_idx" ON "_poses_v_version_benefits" USING btree ("_order");
  CREATE INDEX "_poses_v_version_benefits_parent_id_idx" ON "_poses_v_version_benefits" USING btree ("_parent_id");
  CREATE INDEX "_poses_v_version_instructions_order_idx" ON "_poses_v_version_instructions" USING btree ("_order");
  CREATE INDEX "_poses_v_version_instructions_parent_id_idx" ON "_poses_v_version_instructions" USING btree ("_parent_id");
  CREATE INDEX "_poses_v_version_contraindications_order_idx" ON "_poses_v_version_contraindications" USING btree ("_order");
  CREATE INDEX "_poses_v_version_contraindications_parent_id_idx" ON "_poses_v_version_contraindications" USING btree ("_parent_id");
  CREATE INDEX "_poses_v_version_tips_order_idx" ON "_poses_v_version_tips" USING btree ("_order");
  CREATE INDEX "_poses_v_version_tips_parent_id_idx" ON "_poses_v_version_tips" USING btree ("_parent_id");
  CREATE INDEX "_poses_v_parent_idx" ON "_poses_v" USING btree ("parent_id");
  CREATE INDEX "_poses_v_version_version_english_name_idx" ON "_poses_v" USING btree ("version_english_name");
  CREATE INDEX "_poses_v_version_version_category_idx" ON "_poses_v" USING btree ("version_category");
  CREATE INDEX "_poses_v_version_version_difficulty_idx" ON "_poses_v" USING btree ("version_difficulty");
  CREATE INDEX "_poses_v_version_version_slug_idx" ON "_poses_v" USING btree ("version_slug");
  CREATE INDEX "_poses_v_version_version_updated_at_idx" ON "_poses_v" USING btree ("version_updated_at");
  CREATE INDEX "_poses_v_version_version_created_at_idx" ON "_poses_v" USING btree ("version_created_at");
  CREATE INDEX "_poses_v_version_version__status_idx" ON "_poses_v" USING btree ("version__status");
  CREATE INDEX "_poses_v_created_at_idx" ON "_poses_v" USING btree ("created_at");
  CREATE INDEX "_poses_v_updated_at_idx" ON "_poses_v" USING btree ("updated_at");
  CREATE INDEX "_poses_v_latest_idx" ON "_poses_v" USING btree ("latest");
  CREATE INDEX "_poses_v_texts_order_parent" ON "_poses_v_texts" USING btree ("order","parent_id");
  CREATE UNIQUE INDEX "videos_video_id_idx" ON "videos" USING btree ("video_id");
  CREATE INDEX "videos_channel_name_idx" ON "videos" USING btree ("channel_name");
  CREATE INDEX "videos_published_at_idx" ON "videos" USING btree ("published_at");
  CREATE INDEX "videos_updated_at_idx" ON "videos" USING btree ("updated_at");
  CREATE INDEX "videos_created_at_idx" ON "videos" USING btree ("created_at");
  CREATE INDEX "videos_rels_order_idx" ON "videos_rels" USING btree ("order");
  CREATE INDEX "videos_rels_parent_idx" ON "videos_rels" USING btree ("parent_id");
  CREATE INDEX "videos_rels_path_idx" ON "videos_rels" USING btree ("path");
  CREATE INDEX "videos_rels_glossary_terms_id_idx" ON "videos_rels" USING btree ("glossary_terms_id");
  CREATE INDEX "videos_rels_faqs_id_idx" ON "videos_rels" USING btree ("faqs_id");
  CREATE INDEX "videos_rels_poses_id_idx" ON "videos_rels" USING btree ("poses_id");
  CREATE INDEX "events_yoga_styles_order_idx" ON "events_yoga_styles" USING btree ("order");
  CREATE INDEX "events_yoga_styles_parent_idx" ON "events_yoga_styles" USING btree ("parent_id");
  CREATE INDEX "events_yoga_styles_value_idx" ON "events_yoga_styles" USING btree ("value");
  CREATE INDEX "events_accessibility_order_idx" ON "events_accessibility" USING btree ("order");
  CREATE INDEX "events_accessibility_parent_idx" ON "events_accessibility" USING btree ("parent_id");
  CREATE INDEX "events_accessibility_value_idx" ON "events_accessibility" USING btree ("value");
  CREATE INDEX "events_event_type_idx" ON "events" USING btree ("event_type");
  CREATE INDEX "events_location_type_idx" ON "events" USING btree ("location_type");
  CREATE INDEX "events_country_code_idx" ON "events" USING btree ("country_code");
  CREATE INDEX "events_state_code_idx" ON "events" USING btree ("state_code");
  CREATE INDEX "events_city_idx" ON "events" USING btree ("city");
  CREATE INDEX "events_start_date_idx" ON "events" USING btree ("start_date");
  CREATE INDEX "events_end_date_idx" ON "events" USING btree ("end_date");
  CREATE INDEX "events_is_free_idx" ON "events" USING btree ("is_free");
  CREATE INDEX "events_experience_level_idx" ON "events" USING btree ("experience_level");
  CREATE INDEX "events_duration_type_idx" ON "events" USING btree ("duration_type");
  CREATE UNIQUE INDEX "events_slug_idx" ON "events" USING btree ("slug");
  CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");
  CREATE INDEX "events__status_idx" ON "events" USING btree ("_status");
  CREATE INDEX "events_texts_order_parent" ON "events_texts" USING btree ("order","parent_id");
  CREATE INDEX "events_texts_text_idx" ON "events_texts" USING btree ("text");
  CREATE INDEX "_events_v_version_yoga_styles_order_idx" ON "_events_v_version_yoga_styles" USING btree ("order");
  CREATE INDEX "_events_v_version_yoga_styles_parent_idx" ON "_events_v_version_yoga_styles" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_yoga_styles_value_idx" ON "_events_v_version_yoga_styles" USING btree ("value");
  CREATE INDEX "_events_v_version_accessibility_order_idx" ON "_events_v_version_accessibility" USING btree ("order");
  CREATE INDEX "_events_v_version_accessibility_parent_idx" ON "_events_v_version_accessibility" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_accessibility_value_idx" ON "_events_v_version_accessibility" USING btree ("value");
  CREATE INDEX "_events_v_parent_idx" ON "_events_v" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_version_event_type_idx" ON "_events_v" USING btree ("version_event_type");
  CREATE INDEX "_events_v_version_version_location_type_idx" ON "_events_v" USING btree ("version_location_type");
  CREATE INDEX "_events_v_version_version_country_code_idx" ON "_events_v" USING btree ("version_country_code");
  CREATE INDEX "_events_v_version_version_state_code_idx" ON "_events_v" USING btree ("version_state_code");
  CREATE INDEX "_events_v_version_version_city_idx" ON "_events_v" USING btree ("version_city");
  CREATE INDEX "_events_v_version_version_start_date_idx" ON "_events_v" USING btree ("version_start_date");
  CREATE INDEX "_events_v_version_version_end_date_idx" ON "_events_v" USING btree ("version_end_date");
  CREATE INDEX "_events_v_version_version_is_free_idx" ON "_events_v" USING btree ("version_is_free");
  CREATE INDEX "_events_v_version_version_experience_level_idx" ON "_events_v" USING btree ("version_experience_level");
  CREATE INDEX "_events_v_version_version_duration_type_idx" ON "_events_v" USING btree ("version_duration_type");
  CREATE INDEX "_events_v_version_version_slug_idx" ON "_events_v" USING btree ("version_slug");
  CREATE INDEX "_events_v_version_version_updated_at_idx" ON "_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_events_v_version_version_created_at_idx" ON "_events_v" USING btree ("version_created_at");
  CREATE INDEX "_events_v_version_version__status_idx" ON "_events_v" USING btree ("version__status");
  CREATE INDEX "_events_v_created_at_idx" ON "_events_v" USING btree ("created_at");
  CREATE INDEX "_events_v_updated_at_idx" ON "_events_v" USING btree ("updated_at");
  CREATE INDEX "_events_v_latest_idx" ON "_events_v" USING btree ("latest");
  CREATE INDEX "_events_v_texts_order_parent" ON "_events_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "feedback_rating_idx" ON "feedback" USING btree ("rating");
  CREATE INDEX "feedback_category_idx" ON "feedback" USING btree ("category");
  CREATE INDEX "feedback_severity_idx" ON "feedback" USING btree ("severity");
  CREATE INDEX "feedback_slug_idx" ON "feedback" USING btree ("slug");
  CREATE INDEX "feedback_processed_at_idx" ON "feedback" USING btree ("processed_at");
  CREATE INDEX "feedback_updated_at_idx" ON "feedback" USING btree ("updated_at");
  CREATE INDEX "feedback_created_at_idx" ON "feedback" USING btree ("created_at");
  CREATE INDEX "proposals_content_type_idx" ON "proposals" USING btree ("content_type");
  CREATE INDEX "proposals_content_id_idx" ON "proposals" USING btree ("content_id");
  CREATE INDEX "proposals_priority_idx" ON "proposals" USING btree ("priority");
  CREATE INDEX "proposals_requires_human_review_idx" ON "proposals" USING btree ("requires_human_review");
  CREATE INDEX "proposals_status_idx" ON "proposals" USING btree ("status");
  CREATE INDEX "proposals_reviewed_by_idx" ON "proposals" USING btree ("reviewed_by_id");
  CREATE INDEX "proposals_updated_at_idx" ON "proposals" USING btree ("updated_at");
  CREATE INDEX "proposals_created_at_idx" ON "proposals" USING btree ("created_at");
  CREATE INDEX "proposals_rels_order_idx" ON "proposals_rels" USING btree ("order");
  CREATE INDEX "proposals_rels_parent_idx" ON "proposals_rels" USING btree ("parent_id");
  CREATE INDEX "proposals_rels_path_idx" ON "proposals_rels" USING btree ("path");
  CREATE INDEX "proposals_rels_feedback_id_idx" ON "proposals_rels" USING btree ("feedback_id");
  CREATE INDEX "ideas_status_idx" ON "ideas" USING btree ("status");
  CREATE INDEX "ideas_priority_idx" ON "ideas" USING btree ("priority");
  CREATE INDEX "ideas_category_idx" ON "ideas" USING btree ("category");
  CREATE UNIQUE INDEX "ideas_slug_idx" ON "ideas" USING btree ("slug");
  CREATE INDEX "ideas_updated_at_idx" ON "ideas" USING btree ("updated_at");
  CREATE INDEX "ideas_created_at_idx" ON "ideas" USING btree ("created_at");
  CREATE INDEX "ideas_texts_order_parent" ON "ideas_texts" USING btree ("order","parent_id");
  CREATE INDEX "ideas_texts_text_idx" ON "ideas_texts" USING btree ("text");
  CREATE UNIQUE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree ("email");
  CREATE INDEX "newsletter_subscribers_status_idx" ON "newsletter_subscribers" USING btree ("status");
  CREATE INDEX "newsletter_subscribers_token_hash_idx" ON "newsletter_subscribers" USING btree ("token_hash");
  CREATE INDEX "newsletter_subscribers_updated_at_idx" ON "newsletter_subscribers" USING btree ("updated_at");
  CREATE INDEX "newsletter_subscribers_created_at_idx" ON "newsletter_subscribers" USING btree ("created_at");
  CREATE INDEX "newsletter_campaigns_status_idx" ON "newsletter_campaigns" USING btree ("status");
  CREATE INDEX "newsletter_campaigns_sent_at_idx" ON "newsletter_campaigns" USING btree ("sent_at");
  CREATE INDEX "newsletter_campaigns_updated_at_idx" ON "newsletter_campaigns" USING btree ("updated_at");
  CREATE INDEX "newsletter_campaigns_created_at_idx" ON "newsletter_campaigns" USING btree ("created_at");
  CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
  CREATE INDEX "donations_monthly_idx" ON "donations" USING btree ("monthly");
  CREATE INDEX "donations_status_idx" ON "donations" USING btree ("status");
  CREATE UNIQUE INDEX "donations_provider_id_idx" ON "donations" USING btree ("provider_id");
  CREATE INDEX "donations_updated_at_idx" ON "donations" USING btree ("updated_at");
  CREATE INDEX "donations_created_at_idx" ON "donations" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_roles_value_idx" ON "users_roles" USING btree ("value");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_username_idx" ON "users" USING btree ("username");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_glossary_terms_id_idx" ON "payload_locked_documents_rels" USING btree ("glossary_terms_id");
  CREATE INDEX "payload_locked_documents_rels_faqs_id_idx" ON "payload_locked_documents_rels" USING btree ("faqs_id");
  CREATE INDEX "payload_locked_documents_rels_poses_id_idx" ON "payload_locked_documents_rels" USING btree ("poses_id");
  CREATE INDEX "payload_locked_documents_rels_videos_id_idx" ON "payload_locked_documents_rels" USING btree ("videos_id");
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_feedback_id_idx" ON "payload_locked_documents_rels" USING btree ("feedback_id");
  CREATE INDEX "payload_locked_documents_rels_proposals_id_idx" ON "payload_locked_documents_rels" USING btree ("proposals_id");
  CREATE INDEX "payload_locked_documents_rels_ideas_id_idx" ON "payload_locked_documents_rels" USING btree ("ideas_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_campaigns_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_campaigns_id");
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");
  CREATE INDEX "payload_locked_documents_rels_donations_id_idx" ON "payload_locked_documents_rels" USING btree ("donations_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_socials_order_idx" ON "site_settings_socials" USING btree ("_order");
  CREATE INDEX "site_settings_socials_parent_id_idx" ON "site_settings_socials" USING btree ("_parent_id");
  CREATE INDEX "team_members_order_idx" ON "team_members" USING btree ("_order");
  CREATE INDEX "team_members_parent_id_idx" ON "team_members" USING btree ("_parent_id");
  CREATE INDEX "team_members_image_idx" ON "team_members" USING btree ("image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "glossary_terms_examples" CASCADE;
  DROP TABLE "glossary_terms" CASCADE;
  DROP TABLE "glossary_terms_texts" CASCADE;
  DROP TABLE "_glossary_terms_v_version_examples" CASCADE;
  DROP TABLE "_glossary_terms_v" CASCADE;
  DROP TABLE "_glossary_terms_v_texts" CASCADE;
  DROP TABLE "faqs_tips" CASCADE;
  DROP TABLE "faqs" CASCADE;
  DROP TABLE "faqs_texts" CASCADE;
  DROP TABLE "_faqs_v_version_tips" CASCADE;
  DROP TABLE "_faqs_v" CASCADE;
  DROP TABLE "_faqs_v_texts" CASCADE;
  DROP TABLE "poses_benefits" CASCADE;
  DROP TABLE "poses_instructions" CASCADE;
  DROP TABLE "poses_contraindications" CASCADE;
  DROP TABLE "poses_tips" CASCADE;
  DROP TABLE "poses" CASCADE;
  DROP TABLE "poses_texts" CASCADE;
  DROP TABLE "_poses_v_version_benefits" CASCADE;
  DROP TABLE "_poses_v_version_instructions" CASCADE;
  DROP TABLE "_poses_v_version_contraindications" CASCADE;
  DROP TABLE "_poses_v_version_tips" CASCADE;
  DROP TABLE "_poses_v" CASCADE;
  DROP TABLE "_poses_v_texts" CASCADE;
  DROP TABLE "videos" CASCADE;
  DROP TABLE "videos_rels" CASCADE;
  DROP TABLE "events_yoga_styles" CASCADE;
  DROP TABLE "events_accessibility" CASCADE;
  DROP TABLE "events" CASCADE;
  DROP TABLE "events_texts" CASCADE;
  DROP TABLE "_events_v_version_yoga_styles" CASCADE;
  DROP TABLE "_events_v_version_accessibility" CASCADE;
  DROP TABLE "_events_v" CASCADE;
  DROP TABLE "_events_v_texts" CASCADE;
  DROP TABLE "feedback" CASCADE;
  DROP TABLE "proposals" CASCADE;
  DROP TABLE "proposals_rels" CASCADE;
  DROP TABLE "ideas" CASCADE;
  DROP TABLE "ideas_texts" CASCADE;
  DROP TABLE "newsletter_subscribers" CASCADE;
  DROP TABLE "newsletter_campaigns" CASCADE;
  DROP TABLE "contact_messages" CASCADE;
  DROP TABLE "donations" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings_socials" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "team_members" CASCADE;
  DROP TABLE "team" CASCADE;
  DROP TYPE "public"."enum_glossary_terms_status";
  DROP TYPE "public"."enum__glossary_terms_v_version_status";
  DROP TYPE "public"."enum_faqs_status";
  DROP TYPE "public"."enum__faqs_v_version_status";
  DROP TYPE "public"."enum_poses_category";
  DROP TYPE "public"."enum_poses_difficulty";
  DROP TYPE "public"."enum_poses_status";
  DROP TYPE "public"."enum__poses_v_version_category";
  DROP TYPE "public"."enum__poses_v_version_difficulty";
  DROP TYPE "public"."enum__poses_v_version_status";
  DROP TYPE "public"."enum_events_yoga_styles";
  DROP TYPE "public"."enum_events_accessibility";
  DROP TYPE "public"."enum_events_event_type";
  DROP TYPE "public"."enum_events_location_type";
  DROP TYPE "public"."enum_events_experience_level";
  DROP TYPE "public"."enum_events_duration_type";
  DROP TYPE "public"."enum_events_status";
  DROP TYPE "public"."enum__events_v_version_yoga_styles";
  DROP TYPE "public"."enum__events_v_version_accessibility";
  DROP TYPE "public"."enum__events_v_version_event_type";
  DROP TYPE "public"."enum__events_v_version_location_type";
  DROP TYPE "public"."enum__events_v_version_experience_level";
  DROP TYPE "public"."enum__events_v_version_duration_type";
  DROP TYPE "public"."enum__events_v_version_status";
  DROP TYPE "public"."enum_feedback_rating";
  DROP TYPE "public"."enum_feedback_category";
  DROP TYPE "public"."enum_feedback_severity";
  DROP TYPE "public"."enum_proposals_content_type";
  DROP TYPE "public"."enum_proposals_priority";
  DROP TYPE "public"."enum_proposals_status";
  DROP TYPE "public"."enum_ideas_status";
  DROP TYPE "public"."enum_ideas_priority";
  DROP TYPE "public"."enum_ideas_category";
  DROP TYPE "public"."enum_newsletter_subscribers_status";
  DROP TYPE "public"."enum_newsletter_campaigns_status";
  DROP TYPE "public"."enum_contact_messages_status";
  DROP TYPE "public"."enum_donations_status";
  DROP TYPE "public"."enum_users_roles";`)
}
