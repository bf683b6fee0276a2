CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calendar_feeds_secret_unique" UNIQUE("secret")
);
--> statement-breakpoint
CREATE TABLE "calendar_settings" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"time_zone" text DEFAULT 'Asia/Hong_Kong' NOT NULL,
	"cycle_length" integer DEFAULT 6 NOT NULL,
	"restart_each_term" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"start_day" date NOT NULL,
	"end_day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_cn" text NOT NULL,
	"title_en" text NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"description_cn" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"place_zh" text DEFAULT '' NOT NULL,
	"place_cn" text DEFAULT '' NOT NULL,
	"place_en" text DEFAULT '' NOT NULL,
	"start_day" date NOT NULL,
	"end_day" date NOT NULL,
	"start_time" text,
	"end_time" text,
	"grades" integer[] DEFAULT '{}' NOT NULL,
	"classes" text[] DEFAULT '{}' NOT NULL,
	"source" text DEFAULT 'office' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timetable_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"class_name" text NOT NULL,
	"cycle_day" integer NOT NULL,
	"period" integer NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"subject_zh" text NOT NULL,
	"subject_cn" text NOT NULL,
	"subject_en" text NOT NULL,
	"teacher_id" integer,
	"teacher_zh" text NOT NULL,
	"teacher_en" text NOT NULL,
	"room" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_settings" ADD CONSTRAINT "calendar_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_terms" ADD CONSTRAINT "calendar_terms_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_events" ADD CONSTRAINT "school_events_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_events" ADD CONSTRAINT "school_events_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_lessons" ADD CONSTRAINT "timetable_lessons_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_lessons" ADD CONSTRAINT "timetable_lessons_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_terms_school_idx" ON "calendar_terms" USING btree ("school_id","start_day");--> statement-breakpoint
CREATE INDEX "school_events_school_days_idx" ON "school_events" USING btree ("school_id","start_day","end_day");--> statement-breakpoint
CREATE INDEX "timetable_lessons_class_idx" ON "timetable_lessons" USING btree ("school_id","class_name");--> statement-breakpoint
CREATE INDEX "timetable_lessons_teacher_idx" ON "timetable_lessons" USING btree ("teacher_id");