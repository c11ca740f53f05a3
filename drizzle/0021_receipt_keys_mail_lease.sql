CREATE TABLE `receipt_upload_keys` (
	`key` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `listing_orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `lease_owner` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `lease_expires_at` integer;--> statement-breakpoint
-- Keys stored before this table: each order's current receipt key.
INSERT INTO `receipt_upload_keys` (`key`, `order_id`, `created_at`) SELECT `receipt_key`, `id`, `updated_at` FROM `listing_orders` WHERE `receipt_key` IS NOT NULL;
