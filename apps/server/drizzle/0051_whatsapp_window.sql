-- WhatsApp's 24-hour window (docs/messages.md): when the guardian last wrote on WhatsApp.
ALTER TABLE "guardian_message_settings" ADD COLUMN "whatsapp_inbound_at" timestamp with time zone;
