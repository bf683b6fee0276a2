ALTER TABLE "interview_sessions" ADD COLUMN "venue_cn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD COLUMN "venue_en" text DEFAULT '' NOT NULL;