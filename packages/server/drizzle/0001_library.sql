CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "book_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"parent_id" integer,
	"code" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"name_zh" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_copies" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"book_id" integer NOT NULL,
	"book_no" text NOT NULL,
	"status" text DEFAULT 'available' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_counters" (
	"book_id" integer PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"active_reservations" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"unavailable" boolean GENERATED ALWAYS AS (active_reservations >= stock) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_views" (
	"book_id" integer NOT NULL,
	"viewer" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "book_views_book_id_day_viewer_pk" PRIMARY KEY("book_id","day","viewer")
);
--> statement-breakpoint
CREATE TABLE "books" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"isbn" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"author" text NOT NULL,
	"publisher_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"subcategory_id" integer,
	"language" text NOT NULL,
	"age_min" integer NOT NULL,
	"age_max" integer NOT NULL,
	"intro_zh" text DEFAULT '' NOT NULL,
	"intro_en" text DEFAULT '' NOT NULL,
	"publish_year" integer,
	"cover" text,
	"status" text DEFAULT 'enabled' NOT NULL,
	"read_count" integer DEFAULT 0 NOT NULL,
	"recommend_count" integer DEFAULT 0 NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text NOT NULL,
	"search_grams" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"reader_id" integer NOT NULL,
	"book_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favorites_reader_id_book_id_pk" PRIMARY KEY("reader_id","book_id")
);
--> statement-breakpoint
CREATE TABLE "library_rules" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"loan_days" integer DEFAULT 14 NOT NULL,
	"max_renewals" integer DEFAULT 2 NOT NULL,
	"renew_days" integer DEFAULT 14 NOT NULL,
	"max_loans" integer DEFAULT 5 NOT NULL,
	"max_reservations" integer DEFAULT 5 NOT NULL,
	"pickup_days" integer DEFAULT 3 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"reader_id" integer NOT NULL,
	"book_id" integer NOT NULL,
	"copy_id" integer NOT NULL,
	"status" text DEFAULT 'borrowing' NOT NULL,
	"borrowed_on" date NOT NULL,
	"due_on" date NOT NULL,
	"returned_on" date,
	"renew_count" integer DEFAULT 0 NOT NULL,
	"loss_reason" text,
	"loss_reported_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "publishers" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "renewals" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"reader_id" integer NOT NULL,
	"renewed_at" timestamp with time zone NOT NULL,
	"previous_due_on" date NOT NULL,
	"new_due_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"reader_id" integer NOT NULL,
	"book_id" integer NOT NULL,
	"copy_id" integer,
	"status" text DEFAULT 'reserving' NOT NULL,
	"reserved_at" timestamp with time zone NOT NULL,
	"pickup_by" date,
	"borrowed_on" date,
	"loan_id" integer
);
--> statement-breakpoint
CREATE TABLE "review_likes" (
	"review_id" integer NOT NULL,
	"reader_id" integer NOT NULL,
	CONSTRAINT "review_likes_review_id_reader_id_pk" PRIMARY KEY("review_id","reader_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"book_id" integer NOT NULL,
	"reader_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "book_categories" ADD CONSTRAINT "book_categories_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_copies" ADD CONSTRAINT "book_copies_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_counters" ADD CONSTRAINT "book_counters_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_views" ADD CONSTRAINT "book_views_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_category_id_book_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."book_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_subcategory_id_book_categories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."book_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_rules" ADD CONSTRAINT "library_rules_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_copy_id_book_copies_id_fk" FOREIGN KEY ("copy_id") REFERENCES "public"."book_copies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishers" ADD CONSTRAINT "publishers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewals" ADD CONSTRAINT "renewals_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_copy_id_book_copies_id_fk" FOREIGN KEY ("copy_id") REFERENCES "public"."book_copies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_likes" ADD CONSTRAINT "review_likes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_likes" ADD CONSTRAINT "review_likes_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "book_categories_code_unique" ON "book_categories" USING btree ("school_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "book_copies_no_unique" ON "book_copies" USING btree ("school_id","book_no");--> statement-breakpoint
CREATE INDEX "book_copies_book_idx" ON "book_copies" USING btree ("book_id","status");--> statement-breakpoint
CREATE INDEX "book_counters_view_idx" ON "book_counters" USING btree ("school_id","view_count","book_id");--> statement-breakpoint
CREATE INDEX "book_counters_unavailable_idx" ON "book_counters" USING btree ("school_id","book_id") WHERE unavailable;--> statement-breakpoint
CREATE UNIQUE INDEX "books_isbn_unique" ON "books" USING btree ("school_id","isbn");--> statement-breakpoint
CREATE INDEX "books_read_idx" ON "books" USING btree ("school_id","read_count","id") WHERE status = 'enabled';--> statement-breakpoint
CREATE INDEX "books_recommend_idx" ON "books" USING btree ("school_id","recommend_count","id") WHERE status = 'enabled';--> statement-breakpoint
CREATE INDEX "books_added_idx" ON "books" USING btree ("school_id","added_at","id") WHERE status = 'enabled';--> statement-breakpoint
CREATE INDEX "books_category_idx" ON "books" USING btree ("school_id","category_id","read_count","id") WHERE status = 'enabled';--> statement-breakpoint
CREATE INDEX "books_subcategory_idx" ON "books" USING btree ("school_id","subcategory_id","read_count","id") WHERE status = 'enabled';--> statement-breakpoint
CREATE INDEX "books_publisher_idx" ON "books" USING btree ("school_id","publisher_id","category_id","read_count","id") WHERE status = 'enabled';--> statement-breakpoint
CREATE INDEX "books_author_idx" ON "books" USING btree ("school_id","author","read_count","id") WHERE status = 'enabled';--> statement-breakpoint
CREATE INDEX "books_grams_idx" ON "books" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "books_trgm_idx" ON "books" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "favorites_reader_idx" ON "favorites" USING btree ("reader_id","created_at");--> statement-breakpoint
CREATE INDEX "loans_reader_idx" ON "loans" USING btree ("reader_id","status","due_on");--> statement-breakpoint
CREATE UNIQUE INDEX "loans_open_copy_unique" ON "loans" USING btree ("copy_id") WHERE status in ('borrowing', 'lossPending');--> statement-breakpoint
CREATE INDEX "loans_book_open_idx" ON "loans" USING btree ("book_id","reader_id") WHERE status in ('borrowing', 'lossPending');--> statement-breakpoint
CREATE INDEX "loans_loss_pending_idx" ON "loans" USING btree ("school_id","loss_reported_at","id") WHERE status = 'lossPending';--> statement-breakpoint
CREATE UNIQUE INDEX "publishers_name_unique" ON "publishers" USING btree ("school_id","name");--> statement-breakpoint
CREATE INDEX "renewals_reader_idx" ON "renewals" USING btree ("reader_id","renewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_active_unique" ON "reservations" USING btree ("reader_id","book_id") WHERE status in ('reserving', 'preparing', 'ready');--> statement-breakpoint
CREATE INDEX "reservations_queue_idx" ON "reservations" USING btree ("book_id","reserved_at","id") WHERE status in ('reserving', 'preparing', 'ready');--> statement-breakpoint
CREATE INDEX "reservations_desk_idx" ON "reservations" USING btree ("school_id","reserved_at","id") WHERE status in ('reserving', 'preparing', 'ready');--> statement-breakpoint
CREATE INDEX "reservations_reader_idx" ON "reservations" USING btree ("reader_id","reserved_at");--> statement-breakpoint
CREATE INDEX "reviews_book_idx" ON "reviews" USING btree ("book_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_reader_idx" ON "reviews" USING btree ("reader_id","created_at","id");