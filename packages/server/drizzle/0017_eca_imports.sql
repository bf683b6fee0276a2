CREATE TABLE "eca_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"upload_id" integer NOT NULL,
	"status" text NOT NULL,
	"rows" integer NOT NULL,
	"accepted" integer NOT NULL,
	"refused" integer NOT NULL,
	"new_events" integer NOT NULL,
	"checked" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	"undone_by" integer
);
--> statement-breakpoint
ALTER TABLE "eca_entries" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "eca_events" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "eca_imports" ADD CONSTRAINT "eca_imports_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eca_imports" ADD CONSTRAINT "eca_imports_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eca_imports" ADD CONSTRAINT "eca_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eca_imports" ADD CONSTRAINT "eca_imports_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eca_imports_history" ON "eca_imports" USING btree ("school_id","created_at");--> statement-breakpoint
ALTER TABLE "eca_entries" ADD CONSTRAINT "eca_entries_import_id_eca_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."eca_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eca_events" ADD CONSTRAINT "eca_events_import_id_eca_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."eca_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eca_entries_import" ON "eca_entries" USING btree ("import_id");