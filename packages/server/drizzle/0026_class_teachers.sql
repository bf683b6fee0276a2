CREATE TABLE "class_teachers" (
	"school_id" integer NOT NULL,
	"class_name" text NOT NULL,
	"teacher_id" integer NOT NULL,
	CONSTRAINT "class_teachers_school_id_class_name_pk" PRIMARY KEY("school_id","class_name")
);
--> statement-breakpoint
ALTER TABLE "class_teachers" ADD CONSTRAINT "class_teachers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_teachers" ADD CONSTRAINT "class_teachers_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;