ALTER TABLE "eca_events" ADD COLUMN "start_time" text;--> statement-breakpoint
ALTER TABLE "eca_events" ADD COLUMN "end_time" text;--> statement-breakpoint
ALTER TABLE "eca_events" ADD COLUMN "attachments" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "eca_events" ADD COLUMN "photos" integer[] DEFAULT '{}' NOT NULL;