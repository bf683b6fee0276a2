-- The sandbox serves every feature that takes money (decision 0050): each order names the
-- endpoint it notifies. Orders already kept were all registration's.
ALTER TABLE "sandbox_orders" ADD COLUMN "notify_path" text NOT NULL DEFAULT '/api/registration/pay_notify';--> statement-breakpoint
ALTER TABLE "sandbox_orders" ALTER COLUMN "notify_path" DROP DEFAULT;
