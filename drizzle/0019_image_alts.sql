ALTER TABLE `event_translations` ADD `image_alts` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `news_articles` ADD `image_urls` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `news_translations` ADD `image_alts` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `restaurant_translations` ADD `image_alts` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `tour_translations` ADD `image_alts` text DEFAULT '[]' NOT NULL;