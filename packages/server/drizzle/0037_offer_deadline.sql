ALTER TABLE "applications" ADD COLUMN "offer_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registration_settings" ADD COLUMN "offer_days" integer DEFAULT 0 NOT NULL;