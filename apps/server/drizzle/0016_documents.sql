CREATE TABLE "document_serials" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "document_serials_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "issued_documents" (
	"serial" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"subject_resource" text NOT NULL,
	"subject_id" text NOT NULL,
	"issued_by" uuid,
	"public_fields" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"revoke_reason" text
);
--> statement-breakpoint
CREATE INDEX "issued_documents_subject_idx" ON "issued_documents" USING btree ("subject_resource","subject_id");