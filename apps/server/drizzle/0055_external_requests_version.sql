-- External test requests are written through the workflow kit, which versions every row it writes.
ALTER TABLE "test_external_requests" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
