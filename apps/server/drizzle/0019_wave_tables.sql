CREATE TABLE "form_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner" text NOT NULL,
	"family_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"current" boolean DEFAULT true NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"allow_self" boolean DEFAULT false NOT NULL,
	"definition" jsonb NOT NULL,
	"answered" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluation_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"request_id" uuid NOT NULL,
	"title" text NOT NULL,
	"owner_name" text NOT NULL,
	"due_on" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"done_at" timestamp with time zone,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "evaluation_paragraphs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"target" text NOT NULL,
	"section" text NOT NULL,
	"title" text NOT NULL,
	"kind" text DEFAULT 'mark' NOT NULL,
	"max_mark" integer DEFAULT 10,
	"scale_labels" text,
	"weight" numeric(6, 2) DEFAULT '1' NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"hint" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluation_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"target" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"subject_name" text NOT NULL,
	"country_id" uuid NOT NULL,
	"centre_id" uuid,
	"ring_id" uuid,
	"self_user_id" uuid,
	"form_version_id" uuid NOT NULL,
	"evaluator_id" uuid NOT NULL,
	"requested_by" uuid,
	"period" text NOT NULL,
	"due_on" date NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"self_answers" jsonb,
	"photo_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"note" text,
	"total" numeric(9, 2),
	"max_total" numeric(9, 2),
	"percent" numeric(5, 2),
	"return_reason" text,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"title" text NOT NULL,
	"kind" text DEFAULT 'plan' NOT NULL,
	"summary" text,
	"body" text,
	"section_id" uuid,
	"levels" text[] DEFAULT '{}'::text[] NOT NULL,
	"centre_id" uuid,
	"video_url" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trainees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"country_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"employee_id" uuid,
	"name" text NOT NULL,
	"project_id" uuid,
	"enrolled_on" date NOT NULL,
	"status" text DEFAULT 'enrolled' NOT NULL,
	"current_section_id" uuid,
	"completed_section_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"notes" text,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sitting_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"answer" jsonb,
	"marks" numeric(6, 2),
	"marked_by" uuid,
	"marked_at" timestamp with time zone,
	"comment" text,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_books" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"title" text NOT NULL,
	"author" text,
	"kind" text DEFAULT 'tajweed' NOT NULL,
	"cover" jsonb,
	"file" jsonb,
	"description" text,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_exams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"country_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"title" text NOT NULL,
	"test_form_id" uuid NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"section_id" uuid NOT NULL,
	"kind" text DEFAULT 'single' NOT NULL,
	"prompt" text NOT NULL,
	"choices" text,
	"correct" text,
	"rubric" text,
	"difficulty" text DEFAULT 'medium' NOT NULL,
	"marks" integer DEFAULT 1 NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_section_names" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"name" text NOT NULL,
	"notes" text,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"book_id" uuid NOT NULL,
	"name_id" uuid NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 1 NOT NULL,
	"levels" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_sittings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exam_id" uuid NOT NULL,
	"trainee_id" uuid NOT NULL,
	"question_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"score" numeric(8, 2),
	"max_score" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_test_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"title" text NOT NULL,
	"mode" text DEFAULT 'rule' NOT NULL,
	"section_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"easy_per_section" integer DEFAULT 0 NOT NULL,
	"medium_per_section" integer DEFAULT 0 NOT NULL,
	"hard_per_section" integer DEFAULT 0 NOT NULL,
	"question_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"duration_minutes" integer DEFAULT 30 NOT NULL,
	"pass_percent" integer DEFAULT 60 NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_thank_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"serial" text NOT NULL,
	"kind" text NOT NULL,
	"trainee_id" uuid,
	"holder" text NOT NULL,
	"language" text NOT NULL,
	"country_id" uuid NOT NULL,
	"centre_id" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" uuid
);
--> statement-breakpoint
CREATE TABLE "site_about" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"body_ar" text NOT NULL,
	"body_en" text,
	"body_fr" text,
	"image" jsonb,
	"position" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_apps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"summary_ar" text NOT NULL,
	"summary_en" text NOT NULL,
	"summary_fr" text NOT NULL,
	"body_ar" text,
	"body_en" text,
	"body_fr" text,
	"icon" jsonb,
	"android_url" text,
	"ios_url" text,
	"web_url" text,
	"privacy" text,
	"position" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"summary_ar" text NOT NULL,
	"summary_en" text NOT NULL,
	"summary_fr" text NOT NULL,
	"body_ar" text,
	"body_en" text,
	"body_fr" text,
	"image" jsonb,
	"audience" text DEFAULT 'all' NOT NULL,
	"position" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_help_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"category_id" uuid NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"slug_ar" text,
	"slug_en" text,
	"slug_fr" text,
	"body_ar" text NOT NULL,
	"body_en" text,
	"body_fr" text,
	"position" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_help_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"position" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"caption_ar" text NOT NULL,
	"caption_en" text NOT NULL,
	"caption_fr" text NOT NULL,
	"image" jsonb NOT NULL,
	"placement" text DEFAULT 'gallery' NOT NULL,
	"position" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"body_ar" text,
	"body_en" text,
	"body_fr" text,
	"classification" text DEFAULT 'lesson' NOT NULL,
	"author" text NOT NULL,
	"channel" text,
	"recorded_on" date NOT NULL,
	"file" jsonb NOT NULL,
	"thumbnail" jsonb,
	"status" text DEFAULT 'draft' NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"summary_ar" text NOT NULL,
	"summary_en" text NOT NULL,
	"summary_fr" text NOT NULL,
	"body_ar" text NOT NULL,
	"body_en" text,
	"body_fr" text,
	"image" jsonb,
	"published_on" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"page_key" text NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"description_ar" text NOT NULL,
	"description_en" text NOT NULL,
	"description_fr" text NOT NULL,
	"intro_ar" text,
	"intro_en" text,
	"intro_fr" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"policy" text NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"body_ar" text NOT NULL,
	"body_en" text,
	"body_fr" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_prints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"summary_ar" text NOT NULL,
	"summary_en" text NOT NULL,
	"summary_fr" text NOT NULL,
	"body_ar" text,
	"body_en" text,
	"body_fr" text,
	"author" text,
	"published_on" date,
	"cover" jsonb,
	"file" jsonb,
	"status" text DEFAULT 'draft' NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"summary_ar" text NOT NULL,
	"summary_en" text NOT NULL,
	"summary_fr" text NOT NULL,
	"body_ar" text NOT NULL,
	"body_en" text,
	"body_fr" text,
	"image" jsonb,
	"currency" text DEFAULT 'USD' NOT NULL,
	"target" integer,
	"position" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"display_name" text NOT NULL,
	"quote_ar" text NOT NULL,
	"quote_en" text NOT NULL,
	"quote_fr" text NOT NULL,
	"rating" integer DEFAULT 5,
	"position" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"singleton" text DEFAULT 'site' NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"tagline_ar" text,
	"tagline_en" text,
	"tagline_fr" text,
	"logo" jsonb,
	"primary_color" text DEFAULT '#065a94',
	"accent_color" text DEFAULT '#c8973a',
	"email" text,
	"phone" text,
	"address_ar" text,
	"address_en" text,
	"address_fr" text
);
--> statement-breakpoint
CREATE TABLE "site_social" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"network" text NOT NULL,
	"url" text NOT NULL,
	"position" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"body_ar" text,
	"body_en" text,
	"body_fr" text,
	"classification" text DEFAULT 'lesson' NOT NULL,
	"author" text NOT NULL,
	"channel" text,
	"recorded_on" date NOT NULL,
	"url" text NOT NULL,
	"thumbnail" jsonb,
	"status" text DEFAULT 'draft' NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"code" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"kind" text NOT NULL,
	"role" text DEFAULT 'category' NOT NULL,
	"purpose" text,
	"currency" text,
	"country_id" uuid,
	"centre_id" uuid,
	"parent_id" uuid,
	"keeper_id" uuid,
	"bank_name" text,
	"iban" text,
	"status" text DEFAULT 'active' NOT NULL,
	"notes" text,
	"search" text DEFAULT '' NOT NULL,
	CONSTRAINT "finance_accounts_box_in_centre" CHECK ("finance_accounts"."role" not in ('cash_box', 'bank') or ("finance_accounts"."centre_id" is not null and "finance_accounts"."country_id" is not null and "finance_accounts"."currency" is not null))
);
--> statement-breakpoint
CREATE TABLE "finance_approval_thresholds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"role_code" text NOT NULL,
	"currency" text NOT NULL,
	"max_amount" bigint NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_box_closes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"box_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"close_date" date NOT NULL,
	"currency" text NOT NULL,
	"book_amount" bigint NOT NULL,
	"counted_amount" bigint NOT NULL,
	"difference" bigint NOT NULL,
	"entry_id" uuid,
	"note" text,
	"closed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_currencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"code" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"minor_digits" smallint DEFAULT 2 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_exchange_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"currency" text NOT NULL,
	"base" text NOT NULL,
	"rate" numeric(20, 8) NOT NULL,
	"valid_from" date NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	CONSTRAINT "finance_exchange_rates_positive" CHECK ("finance_exchange_rates"."rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "finance_funds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"code" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"kind" text DEFAULT 'general' NOT NULL,
	"restricted" boolean DEFAULT false NOT NULL,
	"allowed_uses" text[] DEFAULT '{}'::text[] NOT NULL,
	"project_id" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"description" text,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"month" text NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"kind" text DEFAULT 'family' NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"national_id" text,
	"country_id" uuid NOT NULL,
	"centre_id" uuid,
	"address" text,
	"members_count" integer,
	"bank_account" text,
	"status" text DEFAULT 'active' NOT NULL,
	"notes" text,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"serial" text,
	"kind" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"voucher_date" date NOT NULL,
	"country_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"box_id" uuid NOT NULL,
	"to_box_id" uuid,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"fund_id" uuid,
	"to_currency" text,
	"to_amount" bigint,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recipient_id" uuid,
	"party" text,
	"memo" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"posted_by" uuid,
	"posted_at" timestamp with time zone,
	"entry_id" uuid,
	"problems" jsonb,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "journal_entries_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entry_date" date NOT NULL,
	"kind" text NOT NULL,
	"memo" text NOT NULL,
	"country_id" uuid,
	"centre_id" uuid,
	"source_module" text,
	"source_id" text,
	"reverses_entry_id" uuid,
	"idempotency_key" text,
	"request_hash" text,
	"reallocation" jsonb,
	"posted_by" uuid,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"line_no" smallint NOT NULL,
	"entry_date" date NOT NULL,
	"account_id" uuid NOT NULL,
	"fund_id" uuid NOT NULL,
	"centre_id" uuid,
	"currency" text NOT NULL,
	"debit" bigint DEFAULT 0 NOT NULL,
	"credit" bigint DEFAULT 0 NOT NULL,
	"memo" text,
	CONSTRAINT "journal_lines_one_side" CHECK ("journal_lines"."debit" >= 0 and "journal_lines"."credit" >= 0 and ("journal_lines"."debit" > 0) <> ("journal_lines"."credit" > 0))
);
--> statement-breakpoint
CREATE TABLE "advance_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"advance_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"month" text,
	"amount" integer,
	"reason" text,
	"plan_before" jsonb NOT NULL,
	"plan_after" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "advance_repayments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"advance_id" uuid NOT NULL,
	"country_id" uuid NOT NULL,
	"centre_id" uuid,
	"employee_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"month" text NOT NULL,
	"paid_on" date NOT NULL,
	"payroll_run_id" uuid,
	"entry_id" uuid,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "advance_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"code" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"max_amount" integer,
	"currency" text,
	"max_instalments" integer DEFAULT 12 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"description" text,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"country_id" uuid NOT NULL,
	"centre_id" uuid,
	"employee_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"granted_on" date NOT NULL,
	"instalments" integer NOT NULL,
	"start_month" text NOT NULL,
	"outstanding" integer NOT NULL,
	"remaining_instalments" integer NOT NULL,
	"next_month" text NOT NULL,
	"skipped_months" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"notes" text,
	"entry_id" uuid,
	"created_by" uuid,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_id" uuid NOT NULL,
	"centre_id" uuid,
	"month" text NOT NULL,
	"fixed_30" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"currency" text NOT NULL,
	"employees" integer DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"deductions" bigint DEFAULT 0 NOT NULL,
	"advance_deduction" bigint DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"job_id" uuid,
	"entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"posted_at" timestamp with time zone,
	"posted_by" uuid,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payslips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"country_id" uuid NOT NULL,
	"centre_id" uuid,
	"employee_id" uuid NOT NULL,
	"month" text NOT NULL,
	"currency" text NOT NULL,
	"gross" integer NOT NULL,
	"deductions" integer NOT NULL,
	"advance_deduction" integer NOT NULL,
	"net" integer NOT NULL,
	"previous_net" integer,
	"lines" jsonb NOT NULL,
	"changes" jsonb NOT NULL,
	"advance_taken" jsonb NOT NULL,
	"serial" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_components" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"employee_id" uuid NOT NULL,
	"country_id" uuid NOT NULL,
	"centre_id" uuid,
	"name" text NOT NULL,
	"kind" text DEFAULT 'base' NOT NULL,
	"basis" text DEFAULT 'fixed' NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"ring_id" uuid,
	"student_id" uuid NOT NULL,
	"special_case_id" uuid,
	"month" text NOT NULL,
	"kind" text NOT NULL,
	"gross" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "student_fee_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"country_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"monthly_fee" integer NOT NULL,
	"currency" text NOT NULL,
	"sibling_discount_percent" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"charge_id" uuid NOT NULL,
	"country_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "benefactor_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"title" text NOT NULL,
	"description" text,
	"donation_type_id" uuid,
	"ask_email" boolean DEFAULT true NOT NULL,
	"ask_country" boolean DEFAULT true NOT NULL,
	"quota" integer,
	"expires_on" date,
	"status" text DEFAULT 'active' NOT NULL,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "benefactors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"kind" text DEFAULT 'person' NOT NULL,
	"full_name" text NOT NULL,
	"phone" text,
	"email" text,
	"country_id" uuid,
	"language" text DEFAULT 'ar' NOT NULL,
	"contact_by" text DEFAULT 'phone' NOT NULL,
	"consent" boolean DEFAULT false NOT NULL,
	"photo_consent" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"notes" text,
	"merged_into_id" uuid,
	"link_id" uuid,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donation_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donation_id" uuid NOT NULL,
	"action" text NOT NULL,
	"reason" text,
	"detail" text,
	"actor_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donation_instalments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donation_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"due_on" date NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"state" text DEFAULT 'due' NOT NULL,
	"paid_payment_id" uuid,
	"reminded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "donation_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donation_id" uuid NOT NULL,
	"instalment_id" uuid,
	"country_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"method" text NOT NULL,
	"provider" text DEFAULT 'manual' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"box_id" uuid,
	"received_on" date NOT NULL,
	"reference" text,
	"entry_id" uuid,
	"reversal_entry_id" uuid,
	"serial" text,
	"receipt_language" text,
	"refund_reason" text,
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donation_payments_amount_positive" CHECK ("donation_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "donation_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"code" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"category" text DEFAULT 'general' NOT NULL,
	"fund_id" uuid NOT NULL,
	"income_account_id" uuid NOT NULL,
	"bank_account_id" uuid,
	"currency" text NOT NULL,
	"currencies" text,
	"suggested_amounts" text,
	"minimum_amount" bigint DEFAULT 100 NOT NULL,
	"target_amount" bigint,
	"monthly_amount" bigint,
	"is_public" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"description" text,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"benefactor_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"country_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"frequency" text DEFAULT 'once' NOT NULL,
	"instalments" integer,
	"start_date" date NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"sponsorship_request_id" uuid,
	"source" text DEFAULT 'office' NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donations_amount_positive" CHECK ("donations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sponsorship_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"subject_kind" text DEFAULT 'student' NOT NULL,
	"title" text NOT NULL,
	"student_id" uuid,
	"ring_id" uuid,
	"country_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"donation_type_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"monthly_amount" bigint NOT NULL,
	"covered_percent" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"needs_note" text,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evaluation_actions" ADD CONSTRAINT "evaluation_actions_request_id_evaluation_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."evaluation_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_actions" ADD CONSTRAINT "evaluation_actions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_requests" ADD CONSTRAINT "evaluation_requests_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_requests" ADD CONSTRAINT "evaluation_requests_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_requests" ADD CONSTRAINT "evaluation_requests_ring_id_rings_id_fk" FOREIGN KEY ("ring_id") REFERENCES "public"."rings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_requests" ADD CONSTRAINT "evaluation_requests_self_user_id_users_id_fk" FOREIGN KEY ("self_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_requests" ADD CONSTRAINT "evaluation_requests_form_version_id_form_versions_id_fk" FOREIGN KEY ("form_version_id") REFERENCES "public"."form_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_requests" ADD CONSTRAINT "evaluation_requests_evaluator_id_users_id_fk" FOREIGN KEY ("evaluator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_requests" ADD CONSTRAINT "evaluation_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_requests" ADD CONSTRAINT "evaluation_requests_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_section_id_training_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."training_sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainees" ADD CONSTRAINT "trainees_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainees" ADD CONSTRAINT "trainees_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainees" ADD CONSTRAINT "trainees_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainees" ADD CONSTRAINT "trainees_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainees" ADD CONSTRAINT "trainees_current_section_id_training_sections_id_fk" FOREIGN KEY ("current_section_id") REFERENCES "public"."training_sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_answers" ADD CONSTRAINT "training_answers_sitting_id_training_sittings_id_fk" FOREIGN KEY ("sitting_id") REFERENCES "public"."training_sittings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_answers" ADD CONSTRAINT "training_answers_question_id_training_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."training_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_answers" ADD CONSTRAINT "training_answers_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_exams" ADD CONSTRAINT "training_exams_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_exams" ADD CONSTRAINT "training_exams_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_exams" ADD CONSTRAINT "training_exams_test_form_id_training_test_forms_id_fk" FOREIGN KEY ("test_form_id") REFERENCES "public"."training_test_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_questions" ADD CONSTRAINT "training_questions_section_id_training_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."training_sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sections" ADD CONSTRAINT "training_sections_book_id_training_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."training_books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sections" ADD CONSTRAINT "training_sections_name_id_training_section_names_id_fk" FOREIGN KEY ("name_id") REFERENCES "public"."training_section_names"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sittings" ADD CONSTRAINT "training_sittings_exam_id_training_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."training_exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sittings" ADD CONSTRAINT "training_sittings_trainee_id_trainees_id_fk" FOREIGN KEY ("trainee_id") REFERENCES "public"."trainees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_thank_certificates" ADD CONSTRAINT "training_thank_certificates_trainee_id_trainees_id_fk" FOREIGN KEY ("trainee_id") REFERENCES "public"."trainees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_thank_certificates" ADD CONSTRAINT "training_thank_certificates_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_thank_certificates" ADD CONSTRAINT "training_thank_certificates_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_thank_certificates" ADD CONSTRAINT "training_thank_certificates_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_help_articles" ADD CONSTRAINT "site_help_articles_category_id_site_help_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."site_help_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_accounts" ADD CONSTRAINT "finance_accounts_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_accounts" ADD CONSTRAINT "finance_accounts_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_box_closes" ADD CONSTRAINT "finance_box_closes_box_id_finance_accounts_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."finance_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_box_closes" ADD CONSTRAINT "finance_box_closes_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_box_closes" ADD CONSTRAINT "finance_box_closes_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_box_closes" ADD CONSTRAINT "finance_box_closes_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_periods" ADD CONSTRAINT "finance_periods_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_recipients" ADD CONSTRAINT "finance_recipients_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_recipients" ADD CONSTRAINT "finance_recipients_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_vouchers" ADD CONSTRAINT "finance_vouchers_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_vouchers" ADD CONSTRAINT "finance_vouchers_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_vouchers" ADD CONSTRAINT "finance_vouchers_box_id_finance_accounts_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."finance_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_vouchers" ADD CONSTRAINT "finance_vouchers_to_box_id_finance_accounts_id_fk" FOREIGN KEY ("to_box_id") REFERENCES "public"."finance_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_vouchers" ADD CONSTRAINT "finance_vouchers_fund_id_finance_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."finance_funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_vouchers" ADD CONSTRAINT "finance_vouchers_recipient_id_finance_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."finance_recipients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_vouchers" ADD CONSTRAINT "finance_vouchers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_vouchers" ADD CONSTRAINT "finance_vouchers_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_vouchers" ADD CONSTRAINT "finance_vouchers_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_vouchers" ADD CONSTRAINT "finance_vouchers_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_id_finance_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."finance_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_fund_id_finance_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."finance_funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_events" ADD CONSTRAINT "advance_events_advance_id_advances_id_fk" FOREIGN KEY ("advance_id") REFERENCES "public"."advances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_events" ADD CONSTRAINT "advance_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_repayments" ADD CONSTRAINT "advance_repayments_advance_id_advances_id_fk" FOREIGN KEY ("advance_id") REFERENCES "public"."advances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_repayments" ADD CONSTRAINT "advance_repayments_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_repayments" ADD CONSTRAINT "advance_repayments_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_repayments" ADD CONSTRAINT "advance_repayments_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_repayments" ADD CONSTRAINT "advance_repayments_payroll_run_id_payroll_runs_id_fk" FOREIGN KEY ("payroll_run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_repayments" ADD CONSTRAINT "advance_repayments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advances" ADD CONSTRAINT "advances_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advances" ADD CONSTRAINT "advances_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advances" ADD CONSTRAINT "advances_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advances" ADD CONSTRAINT "advances_type_id_advance_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."advance_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advances" ADD CONSTRAINT "advances_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_components" ADD CONSTRAINT "salary_components_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_components" ADD CONSTRAINT "salary_components_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_components" ADD CONSTRAINT "salary_components_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_charges" ADD CONSTRAINT "student_charges_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_charges" ADD CONSTRAINT "student_charges_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_charges" ADD CONSTRAINT "student_charges_ring_id_rings_id_fk" FOREIGN KEY ("ring_id") REFERENCES "public"."rings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_charges" ADD CONSTRAINT "student_charges_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_charges" ADD CONSTRAINT "student_charges_special_case_id_special_cases_id_fk" FOREIGN KEY ("special_case_id") REFERENCES "public"."special_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_charges" ADD CONSTRAINT "student_charges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_fee_rules" ADD CONSTRAINT "student_fee_rules_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_fee_rules" ADD CONSTRAINT "student_fee_rules_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_payments" ADD CONSTRAINT "student_payments_charge_id_student_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."student_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_payments" ADD CONSTRAINT "student_payments_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_payments" ADD CONSTRAINT "student_payments_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_payments" ADD CONSTRAINT "student_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefactor_links" ADD CONSTRAINT "benefactor_links_donation_type_id_donation_types_id_fk" FOREIGN KEY ("donation_type_id") REFERENCES "public"."donation_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefactors" ADD CONSTRAINT "benefactors_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_events" ADD CONSTRAINT "donation_events_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_events" ADD CONSTRAINT "donation_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_instalments" ADD CONSTRAINT "donation_instalments_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_payments" ADD CONSTRAINT "donation_payments_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_payments" ADD CONSTRAINT "donation_payments_instalment_id_donation_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."donation_instalments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_payments" ADD CONSTRAINT "donation_payments_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_payments" ADD CONSTRAINT "donation_payments_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_payments" ADD CONSTRAINT "donation_payments_box_id_finance_accounts_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."finance_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_payments" ADD CONSTRAINT "donation_payments_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_payments" ADD CONSTRAINT "donation_payments_reversal_entry_id_journal_entries_id_fk" FOREIGN KEY ("reversal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_payments" ADD CONSTRAINT "donation_payments_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_payments" ADD CONSTRAINT "donation_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_types" ADD CONSTRAINT "donation_types_fund_id_finance_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."finance_funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_types" ADD CONSTRAINT "donation_types_income_account_id_finance_accounts_id_fk" FOREIGN KEY ("income_account_id") REFERENCES "public"."finance_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_types" ADD CONSTRAINT "donation_types_bank_account_id_finance_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."finance_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_benefactor_id_benefactors_id_fk" FOREIGN KEY ("benefactor_id") REFERENCES "public"."benefactors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_type_id_donation_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."donation_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_sponsorship_request_id_sponsorship_requests_id_fk" FOREIGN KEY ("sponsorship_request_id") REFERENCES "public"."sponsorship_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorship_requests" ADD CONSTRAINT "sponsorship_requests_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorship_requests" ADD CONSTRAINT "sponsorship_requests_ring_id_rings_id_fk" FOREIGN KEY ("ring_id") REFERENCES "public"."rings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorship_requests" ADD CONSTRAINT "sponsorship_requests_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorship_requests" ADD CONSTRAINT "sponsorship_requests_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorship_requests" ADD CONSTRAINT "sponsorship_requests_donation_type_id_donation_types_id_fk" FOREIGN KEY ("donation_type_id") REFERENCES "public"."donation_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "form_versions_family_version_uq" ON "form_versions" USING btree ("family_id","version");--> statement-breakpoint
CREATE INDEX "form_versions_owner_idx" ON "form_versions" USING btree ("owner","subject","current");--> statement-breakpoint
CREATE INDEX "evaluation_actions_request_idx" ON "evaluation_actions" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "evaluation_paragraphs_target_idx" ON "evaluation_paragraphs" USING btree ("target");--> statement-breakpoint
CREATE INDEX "evaluation_paragraphs_search_trgm" ON "evaluation_paragraphs" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "evaluation_requests_target_idx" ON "evaluation_requests" USING btree ("target","state");--> statement-breakpoint
CREATE INDEX "evaluation_requests_subject_idx" ON "evaluation_requests" USING btree ("subject_id","period");--> statement-breakpoint
CREATE INDEX "evaluation_requests_centre_idx" ON "evaluation_requests" USING btree ("centre_id");--> statement-breakpoint
CREATE INDEX "evaluation_requests_evaluator_idx" ON "evaluation_requests" USING btree ("evaluator_id","state");--> statement-breakpoint
CREATE INDEX "evaluation_requests_search_trgm" ON "evaluation_requests" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lessons_kind_idx" ON "lessons" USING btree ("kind","status");--> statement-breakpoint
CREATE INDEX "lessons_search_trgm" ON "lessons" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "trainees_centre_idx" ON "trainees" USING btree ("centre_id","status");--> statement-breakpoint
CREATE INDEX "trainees_employee_idx" ON "trainees" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "trainees_search_trgm" ON "trainees" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "training_answers_sitting_question_uq" ON "training_answers" USING btree ("sitting_id","question_id");--> statement-breakpoint
CREATE INDEX "training_books_search_trgm" ON "training_books" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "training_exams_centre_idx" ON "training_exams" USING btree ("centre_id","opens_at");--> statement-breakpoint
CREATE INDEX "training_exams_search_trgm" ON "training_exams" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "training_questions_section_idx" ON "training_questions" USING btree ("section_id","difficulty");--> statement-breakpoint
CREATE INDEX "training_questions_search_trgm" ON "training_questions" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "training_section_names_name_uq" ON "training_section_names" USING btree ("name");--> statement-breakpoint
CREATE INDEX "training_section_names_search_trgm" ON "training_section_names" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "training_sections_book_idx" ON "training_sections" USING btree ("book_id","position");--> statement-breakpoint
CREATE INDEX "training_sections_search_trgm" ON "training_sections" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "training_sittings_exam_trainee_uq" ON "training_sittings" USING btree ("exam_id","trainee_id");--> statement-breakpoint
CREATE INDEX "training_sittings_trainee_idx" ON "training_sittings" USING btree ("trainee_id");--> statement-breakpoint
CREATE INDEX "training_test_forms_search_trgm" ON "training_test_forms" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "training_thank_certificates_serial_uq" ON "training_thank_certificates" USING btree ("serial");--> statement-breakpoint
CREATE INDEX "training_thank_certificates_country_idx" ON "training_thank_certificates" USING btree ("country_id","centre_id");--> statement-breakpoint
CREATE INDEX "site_about_search_trgm" ON "site_about" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "site_apps_search_trgm" ON "site_apps" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "site_courses_search_trgm" ON "site_courses" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "site_help_articles_search_trgm" ON "site_help_articles" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "site_help_articles_slug_ar_uq" ON "site_help_articles" USING btree ("slug_ar");--> statement-breakpoint
CREATE UNIQUE INDEX "site_help_articles_slug_en_uq" ON "site_help_articles" USING btree ("slug_en");--> statement-breakpoint
CREATE UNIQUE INDEX "site_help_articles_slug_fr_uq" ON "site_help_articles" USING btree ("slug_fr");--> statement-breakpoint
CREATE INDEX "site_help_categories_search_trgm" ON "site_help_categories" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "site_images_search_trgm" ON "site_images" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "site_media_search_trgm" ON "site_media" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "site_news_search_trgm" ON "site_news" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "site_pages_search_trgm" ON "site_pages" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "site_policies_search_trgm" ON "site_policies" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "site_prints_search_trgm" ON "site_prints" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "site_projects_search_trgm" ON "site_projects" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "site_reviews_search_trgm" ON "site_reviews" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "site_settings_singleton_uq" ON "site_settings" USING btree ("singleton");--> statement-breakpoint
CREATE INDEX "site_social_search_trgm" ON "site_social" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "site_videos_search_trgm" ON "site_videos" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "finance_accounts_code_uq" ON "finance_accounts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "finance_accounts_centre_idx" ON "finance_accounts" USING btree ("centre_id");--> statement-breakpoint
CREATE INDEX "finance_accounts_search_trgm" ON "finance_accounts" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "finance_approval_thresholds_role_idx" ON "finance_approval_thresholds" USING btree ("role_code","currency");--> statement-breakpoint
CREATE INDEX "finance_approval_thresholds_search_trgm" ON "finance_approval_thresholds" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "finance_box_closes_day_uq" ON "finance_box_closes" USING btree ("box_id","close_date");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_currencies_code_uq" ON "finance_currencies" USING btree ("code");--> statement-breakpoint
CREATE INDEX "finance_currencies_search_trgm" ON "finance_currencies" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "finance_exchange_rates_pair_day_idx" ON "finance_exchange_rates" USING btree ("currency","base","valid_from");--> statement-breakpoint
CREATE INDEX "finance_exchange_rates_search_trgm" ON "finance_exchange_rates" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "finance_funds_code_uq" ON "finance_funds" USING btree ("code");--> statement-breakpoint
CREATE INDEX "finance_funds_search_trgm" ON "finance_funds" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "finance_periods_month_uq" ON "finance_periods" USING btree ("month");--> statement-breakpoint
CREATE INDEX "finance_recipients_country_idx" ON "finance_recipients" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "finance_recipients_search_trgm" ON "finance_recipients" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "finance_vouchers_serial_uq" ON "finance_vouchers" USING btree ("serial");--> statement-breakpoint
CREATE INDEX "finance_vouchers_centre_idx" ON "finance_vouchers" USING btree ("centre_id","voucher_date");--> statement-breakpoint
CREATE INDEX "finance_vouchers_state_idx" ON "finance_vouchers" USING btree ("state");--> statement-breakpoint
CREATE INDEX "finance_vouchers_search_trgm" ON "finance_vouchers" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_idempotency_uq" ON "journal_entries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_reverses_uq" ON "journal_entries" USING btree ("reverses_entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_number_uq" ON "journal_entries" USING btree ("number");--> statement-breakpoint
CREATE INDEX "journal_entries_date_idx" ON "journal_entries" USING btree ("entry_date");--> statement-breakpoint
CREATE INDEX "journal_entries_source_idx" ON "journal_entries" USING btree ("source_module","source_id");--> statement-breakpoint
CREATE INDEX "journal_entries_centre_idx" ON "journal_entries" USING btree ("centre_id","entry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_lines_entry_line_uq" ON "journal_lines" USING btree ("entry_id","line_no");--> statement-breakpoint
CREATE INDEX "journal_lines_account_date_idx" ON "journal_lines" USING btree ("account_id","entry_date");--> statement-breakpoint
CREATE INDEX "journal_lines_fund_date_idx" ON "journal_lines" USING btree ("fund_id","entry_date");--> statement-breakpoint
CREATE INDEX "advance_events_advance_idx" ON "advance_events" USING btree ("advance_id","at");--> statement-breakpoint
CREATE INDEX "advance_repayments_advance_idx" ON "advance_repayments" USING btree ("advance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "advance_repayments_run_uq" ON "advance_repayments" USING btree ("payroll_run_id","advance_id") WHERE payroll_run_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "advance_types_code_uq" ON "advance_types" USING btree ("code");--> statement-breakpoint
CREATE INDEX "advance_types_search_trgm" ON "advance_types" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "advances_employee_idx" ON "advances" USING btree ("employee_id","status");--> statement-breakpoint
CREATE INDEX "advances_centre_idx" ON "advances" USING btree ("centre_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_runs_centre_month_uq" ON "payroll_runs" USING btree ("centre_id","month") WHERE centre_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_runs_country_month_uq" ON "payroll_runs" USING btree ("country_id","month") WHERE centre_id is null;--> statement-breakpoint
CREATE INDEX "payroll_runs_country_idx" ON "payroll_runs" USING btree ("country_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "payslips_run_employee_uq" ON "payslips" USING btree ("run_id","employee_id");--> statement-breakpoint
CREATE INDEX "payslips_employee_month_idx" ON "payslips" USING btree ("employee_id","month");--> statement-breakpoint
CREATE INDEX "salary_components_employee_idx" ON "salary_components" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "salary_components_centre_idx" ON "salary_components" USING btree ("centre_id");--> statement-breakpoint
CREATE INDEX "salary_components_search_trgm" ON "salary_components" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "student_charges_student_month_kind_uq" ON "student_charges" USING btree ("student_id","month","kind");--> statement-breakpoint
CREATE INDEX "student_charges_centre_month_idx" ON "student_charges" USING btree ("centre_id","month");--> statement-breakpoint
CREATE INDEX "student_charges_ring_month_idx" ON "student_charges" USING btree ("ring_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "student_fee_rules_centre_uq" ON "student_fee_rules" USING btree ("centre_id");--> statement-breakpoint
CREATE INDEX "student_fee_rules_search_trgm" ON "student_fee_rules" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "student_payments_charge_idx" ON "student_payments" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "benefactor_links_search_trgm" ON "benefactor_links" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "benefactors_email_idx" ON "benefactors" USING btree ("email");--> statement-breakpoint
CREATE INDEX "benefactors_search_trgm" ON "benefactors" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "donation_events_donation_idx" ON "donation_events" USING btree ("donation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "donation_instalments_seq_uq" ON "donation_instalments" USING btree ("donation_id","seq");--> statement-breakpoint
CREATE INDEX "donation_instalments_due_idx" ON "donation_instalments" USING btree ("due_on");--> statement-breakpoint
CREATE INDEX "donation_payments_donation_idx" ON "donation_payments" USING btree ("donation_id");--> statement-breakpoint
CREATE INDEX "donation_payments_centre_idx" ON "donation_payments" USING btree ("centre_id");--> statement-breakpoint
CREATE UNIQUE INDEX "donation_payments_reference_uq" ON "donation_payments" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "donation_types_code_uq" ON "donation_types" USING btree ("code");--> statement-breakpoint
CREATE INDEX "donation_types_search_trgm" ON "donation_types" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "donations_benefactor_idx" ON "donations" USING btree ("benefactor_id");--> statement-breakpoint
CREATE INDEX "donations_centre_idx" ON "donations" USING btree ("centre_id");--> statement-breakpoint
CREATE INDEX "sponsorship_requests_centre_idx" ON "sponsorship_requests" USING btree ("centre_id");--> statement-breakpoint
CREATE INDEX "sponsorship_requests_search_trgm" ON "sponsorship_requests" USING gin ("search" gin_trgm_ops);