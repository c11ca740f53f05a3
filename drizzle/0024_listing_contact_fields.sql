ALTER TABLE `restaurants` ADD `website` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `whatsapp` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `email` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `facebook` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `instagram` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `map_location` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `tours` ADD `currency` text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE `tours` ADD `website` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `tours` ADD `facebook` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `tours` ADD `instagram` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `tours` ADD `map_location` text DEFAULT '' NOT NULL;