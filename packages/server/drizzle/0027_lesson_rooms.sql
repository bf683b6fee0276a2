ALTER TABLE "timetable_lessons" ADD COLUMN "room_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "timetable_lessons" ADD COLUMN "room_cn" text DEFAULT '' NOT NULL;