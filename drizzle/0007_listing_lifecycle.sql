CREATE TABLE `listing_editor_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`listing_id` text NOT NULL,
	`revoked_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `listing_editor_tokens_listing_idx` ON `listing_editor_tokens` (`listing_id`);--> statement-breakpoint
CREATE TABLE `listing_order_links` (
	`order_id` text PRIMARY KEY NOT NULL,
	`listing_id` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `listing_orders`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `listing_order_links_listing_idx` ON `listing_order_links` (`listing_id`);--> statement-breakpoint
CREATE TABLE `listings` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`entry_id` integer,
	`status` text DEFAULT 'awaiting_content' NOT NULL,
	`live_from` integer,
	`ends_at` integer,
	`owner_email` text NOT NULL,
	`locale` text DEFAULT 'en' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `listings_status_ends_idx` ON `listings` (`status`,`ends_at`);--> statement-breakpoint
CREATE INDEX `listings_entry_idx` ON `listings` (`kind`,`entry_id`);--> statement-breakpoint
CREATE TABLE `scheduler_runs` (
	`job_name` text NOT NULL,
	`due_key` text NOT NULL,
	`ran_at` integer NOT NULL,
	PRIMARY KEY(`job_name`, `due_key`)
);
