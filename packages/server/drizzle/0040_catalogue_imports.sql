CREATE TABLE "library_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"upload_id" integer NOT NULL,
	"format" text NOT NULL,
	"status" text NOT NULL,
	"category_id" integer NOT NULL,
	"records" integer NOT NULL,
	"refused" integer NOT NULL,
	"books_added" integer NOT NULL,
	"books_matched" integer NOT NULL,
	"copies_added" integer NOT NULL,
	"preview" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"imported_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	"undone_by" integer
);
--> statement-breakpoint
ALTER TABLE "book_copies" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "library_imports" ADD CONSTRAINT "library_imports_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_imports" ADD CONSTRAINT "library_imports_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_imports" ADD CONSTRAINT "library_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_imports" ADD CONSTRAINT "library_imports_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_imports_history" ON "library_imports" USING btree ("school_id","created_at");--> statement-breakpoint
ALTER TABLE "book_copies" ADD CONSTRAINT "book_copies_import_id_library_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."library_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_import_id_library_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."library_imports"("id") ON DELETE set null ON UPDATE no action;