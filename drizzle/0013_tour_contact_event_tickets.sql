ALTER TABLE `events` ADD `ticket_url` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `tours` ADD `operator_whatsapp` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `tours` ADD `operator_phone` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `tours` ADD `operator_email` text DEFAULT '' NOT NULL;