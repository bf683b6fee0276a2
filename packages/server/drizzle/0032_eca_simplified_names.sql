ALTER TABLE "eca_categories" ADD COLUMN "name_cn" text;--> statement-breakpoint
ALTER TABLE "eca_prizes" ADD COLUMN "name_cn" text;--> statement-breakpoint
ALTER TABLE "eca_tags" ADD COLUMN "name_cn" text;--> statement-breakpoint
ALTER TABLE "eca_traits" ADD COLUMN "name_cn" text;