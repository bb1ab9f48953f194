-- The failure-rate alert's episode per channel (docs/messages.md).
ALTER TABLE "message_channels" ADD COLUMN "alert_open_at" timestamp with time zone;