CREATE TABLE "attendance_leaves" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"applied_by" integer NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"part" text NOT NULL,
	"reason" text NOT NULL,
	"note" text NOT NULL,
	"attachments" integer[] DEFAULT '{}' NOT NULL,
	"status" text NOT NULL,
	"teacher_note" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"applied_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_marks" (
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"day" date NOT NULL,
	"class_name" text NOT NULL,
	"status" text NOT NULL,
	"time" text,
	"note" text,
	"marked_by" integer,
	"marked_at" timestamp with time zone NOT NULL,
	"told_at" timestamp with time zone,
	CONSTRAINT "attendance_marks_student_id_day_pk" PRIMARY KEY("student_id","day")
);
--> statement-breakpoint
ALTER TABLE "attendance_leaves" ADD CONSTRAINT "attendance_leaves_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_leaves" ADD CONSTRAINT "attendance_leaves_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_leaves" ADD CONSTRAINT "attendance_leaves_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_leaves" ADD CONSTRAINT "attendance_leaves_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_leaves_student" ON "attendance_leaves" USING btree ("student_id","from_day");--> statement-breakpoint
CREATE INDEX "attendance_leaves_school" ON "attendance_leaves" USING btree ("school_id","status","from_day");--> statement-breakpoint
CREATE INDEX "attendance_marks_class_day" ON "attendance_marks" USING btree ("school_id","class_name","day");