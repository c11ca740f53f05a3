CREATE TABLE `listing_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`listing_id` text NOT NULL,
	`action` text NOT NULL,
	`reason` text,
	`actor` text NOT NULL,
	`detail` text,
	`at` integer NOT NULL,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `listing_events_listing_idx` ON `listing_events` (`listing_id`,`at`);--> statement-breakpoint
ALTER TABLE `events` ADD `partner_until` integer;--> statement-breakpoint
ALTER TABLE `listing_editor_tokens` ADD `purpose` text DEFAULT 'edit' NOT NULL;--> statement-breakpoint
ALTER TABLE `listing_editor_tokens` ADD `expires_at` integer;--> statement-breakpoint
ALTER TABLE `listings` ADD `draft` text;--> statement-breakpoint
ALTER TABLE `listings` ADD `submitted_at` integer;--> statement-breakpoint
ALTER TABLE `listings` ADD `review_note` text;--> statement-breakpoint
ALTER TABLE `listings` ADD `reviewed_at` integer;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `partner_until` integer;--> statement-breakpoint
ALTER TABLE `tours` ADD `partner_until` integer;