-- Student charges are written through the workflow kit, which versions every row.
ALTER TABLE "student_charges" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;