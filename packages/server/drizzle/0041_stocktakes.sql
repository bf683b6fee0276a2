CREATE TABLE "library_stocktake_items" (
	"stocktake_id" integer NOT NULL,
	"book_no" text NOT NULL,
	"copy_id" integer,
	"expected" boolean NOT NULL,
	"result" text,
	"scanned_at" timestamp with time zone,
	CONSTRAINT "library_stocktake_items_stocktake_id_book_no_pk" PRIMARY KEY("stocktake_id","book_no")
);
--> statement-breakpoint
CREATE TABLE "library_stocktakes" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"location" text NOT NULL,
	"status" text NOT NULL,
	"started_by" integer,
	"started_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer
);
--> statement-breakpoint
ALTER TABLE "library_stocktake_items" ADD CONSTRAINT "library_stocktake_items_stocktake_id_library_stocktakes_id_fk" FOREIGN KEY ("stocktake_id") REFERENCES "public"."library_stocktakes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_stocktake_items" ADD CONSTRAINT "library_stocktake_items_copy_id_book_copies_id_fk" FOREIGN KEY ("copy_id") REFERENCES "public"."book_copies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_stocktakes" ADD CONSTRAINT "library_stocktakes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_stocktakes" ADD CONSTRAINT "library_stocktakes_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_stocktakes" ADD CONSTRAINT "library_stocktakes_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_stocktakes_history" ON "library_stocktakes" USING btree ("school_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "library_stocktakes_one_open" ON "library_stocktakes" USING btree ("school_id","location") WHERE status = 'open';