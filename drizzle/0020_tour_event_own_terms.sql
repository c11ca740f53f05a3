ALTER TABLE `event_translations` ADD `refund_terms` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `tour_translations` ADD `availability` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `tour_translations` ADD `cancellation_policy` text DEFAULT '' NOT NULL;