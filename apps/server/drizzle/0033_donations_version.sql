-- Donations and their payments are written through the workflow kit, which versions every row.
ALTER TABLE "donation_payments" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;