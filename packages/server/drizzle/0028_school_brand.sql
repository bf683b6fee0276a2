ALTER TABLE "schools" ADD COLUMN "brand_color" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "logo_upload_id" integer;--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_logo_upload_id_uploads_id_fk" FOREIGN KEY ("logo_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;