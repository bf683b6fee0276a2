ALTER TABLE "book_copies" ADD COLUMN "call_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "book_copies" ADD COLUMN "location" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "cover_upload_id" integer;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_cover_upload_id_uploads_id_fk" FOREIGN KEY ("cover_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;