-- Poll answers are written through the workflow kit, which versions every row it writes.
ALTER TABLE "poll_answers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;