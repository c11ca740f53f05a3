CREATE TABLE `admin_users` (
	`id` text PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`two_factor_enabled` integer DEFAULT false NOT NULL,
	`two_factor_secret` text,
	`two_factor_last_step` integer,
	`last_login` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admin_users_username_unique` ON `admin_users` (`username`);--> statement-breakpoint
CREATE UNIQUE INDEX `admin_users_email_unique` ON `admin_users` (`email`);--> statement-breakpoint
CREATE TABLE `event_translations` (
	`event_id` integer NOT NULL,
	`locale` text NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`category` text DEFAULT '' NOT NULL,
	`time` text DEFAULT '' NOT NULL,
	`location` text DEFAULT '' NOT NULL,
	PRIMARY KEY(`event_id`, `locale`),
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`date` integer NOT NULL,
	`price` real DEFAULT 0 NOT NULL,
	`image_url` text,
	`is_featured` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `events_date_idx` ON `events` (`date`,`id`);--> statement-breakpoint
CREATE INDEX `events_featured_idx` ON `events` (`is_featured`,`date`);--> statement-breakpoint
CREATE TABLE `listing_orders` (
	`id` text PRIMARY KEY NOT NULL,
	`plan_type` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`payment_method` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`business_name` text NOT NULL,
	`contact_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`billing_address` text NOT NULL,
	`city` text NOT NULL,
	`postal_code` text,
	`locale` text DEFAULT 'en' NOT NULL,
	`stripe_session_id` text,
	`receipt_path` text,
	`receipt_mime` text,
	`rejection_reason` text,
	`paid_at` integer,
	`activated_at` integer,
	`listing_ends_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `listing_orders_stripe_session_id_unique` ON `listing_orders` (`stripe_session_id`);--> statement-breakpoint
CREATE INDEX `listing_orders_created_idx` ON `listing_orders` (`created_at`);--> statement-breakpoint
CREATE INDEX `listing_orders_status_idx` ON `listing_orders` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `media` (
	`id` text PRIMARY KEY NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`widths` text NOT NULL,
	`bytes` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `news_articles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`image_url` text NOT NULL,
	`published_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)),
	`is_featured` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `news_published_idx` ON `news_articles` (`published_at`,`id`);--> statement-breakpoint
CREATE INDEX `news_featured_idx` ON `news_articles` (`is_featured`,`published_at`,`id`);--> statement-breakpoint
CREATE TABLE `news_translations` (
	`news_id` integer NOT NULL,
	`locale` text NOT NULL,
	`title` text DEFAULT '' NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`category` text DEFAULT '' NOT NULL,
	`excerpt` text DEFAULT '' NOT NULL,
	PRIMARY KEY(`news_id`, `locale`),
	FOREIGN KEY (`news_id`) REFERENCES `news_articles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`window_start` integer NOT NULL,
	`locked_until` integer,
	`lock_level` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `restaurant_categories` (
	`category` text NOT NULL,
	`restaurant_id` integer NOT NULL,
	PRIMARY KEY(`category`, `restaurant_id`),
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `restaurant_categories_restaurant_idx` ON `restaurant_categories` (`restaurant_id`);--> statement-breakpoint
CREATE TABLE `restaurant_translations` (
	`restaurant_id` integer NOT NULL,
	`locale` text NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`cuisine` text DEFAULT '' NOT NULL,
	`location` text DEFAULT '' NOT NULL,
	PRIMARY KEY(`restaurant_id`, `locale`),
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `restaurants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`price_range` text DEFAULT '$$' NOT NULL,
	`rating` real NOT NULL,
	`image_url` text NOT NULL,
	`image_urls` text DEFAULT '[]' NOT NULL,
	`phone` text,
	`opening_hours` text DEFAULT '{}' NOT NULL,
	`is_editors_pick` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `restaurants_editors_pick_idx` ON `restaurants` (`is_editors_pick`,`id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`sid` text PRIMARY KEY NOT NULL,
	`admin_id` text NOT NULL,
	`sess` text DEFAULT '{}' NOT NULL,
	`expire` integer NOT NULL,
	`last_seen` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_admin_idx` ON `sessions` (`admin_id`);--> statement-breakpoint
CREATE INDEX `sessions_expire_idx` ON `sessions` (`expire`);--> statement-breakpoint
CREATE TABLE `site_settings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`value` text NOT NULL,
	`description` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `site_settings_key_unique` ON `site_settings` (`key`);--> statement-breakpoint
CREATE TABLE `testimonial_translations` (
	`testimonial_id` integer NOT NULL,
	`locale` text NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`country` text DEFAULT '' NOT NULL,
	`review` text DEFAULT '' NOT NULL,
	PRIMARY KEY(`testimonial_id`, `locale`),
	FOREIGN KEY (`testimonial_id`) REFERENCES `testimonials`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `testimonials` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`rating` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `testimonials_created_idx` ON `testimonials` (`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `tour_categories` (
	`category` text NOT NULL,
	`tour_id` integer NOT NULL,
	PRIMARY KEY(`category`, `tour_id`),
	FOREIGN KEY (`tour_id`) REFERENCES `tours`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tour_categories_tour_idx` ON `tour_categories` (`tour_id`);--> statement-breakpoint
CREATE TABLE `tour_translations` (
	`tour_id` integer NOT NULL,
	`locale` text NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`category` text DEFAULT '' NOT NULL,
	`duration` text DEFAULT '' NOT NULL,
	`location` text DEFAULT '' NOT NULL,
	`operator` text DEFAULT '' NOT NULL,
	`what_to_bring` text DEFAULT '[]' NOT NULL,
	`daily_itinerary` text DEFAULT '[]' NOT NULL,
	`included` text DEFAULT '[]' NOT NULL,
	PRIMARY KEY(`tour_id`, `locale`),
	FOREIGN KEY (`tour_id`) REFERENCES `tours`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `tours` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`price` real DEFAULT 0 NOT NULL,
	`max_people` integer DEFAULT 1 NOT NULL,
	`image_url` text NOT NULL,
	`image_urls` text DEFAULT '[]' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `trusted_devices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admin_id` text NOT NULL,
	`device_fingerprint` text NOT NULL,
	`device_name` text DEFAULT '' NOT NULL,
	`user_agent` text DEFAULT '' NOT NULL,
	`ip_address` text DEFAULT '' NOT NULL,
	`last_used` integer,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `trusted_devices_admin_fp_idx` ON `trusted_devices` (`admin_id`,`device_fingerprint`);--> statement-breakpoint
CREATE TABLE `upload_tokens` (
	`object_id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`admin_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE cascade
);
