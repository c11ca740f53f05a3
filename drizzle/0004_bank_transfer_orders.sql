ALTER TABLE `listing_orders` ADD `order_number` text;--> statement-breakpoint
ALTER TABLE `listing_orders` ADD `creation_key` text;--> statement-breakpoint
ALTER TABLE `listing_orders` ADD `receipt_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `listing_orders_order_number_unique` ON `listing_orders` (`order_number`);--> statement-breakpoint
CREATE UNIQUE INDEX `listing_orders_creation_key_unique` ON `listing_orders` (`creation_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `listing_orders_receipt_key_unique` ON `listing_orders` (`receipt_key`);