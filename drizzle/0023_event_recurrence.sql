ALTER TABLE `events` ADD `repeat` text DEFAULT 'once' NOT NULL;--> statement-breakpoint
ALTER TABLE `events` ADD `weekday` integer;--> statement-breakpoint
ALTER TABLE `events` ADD `end_time` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `events` ADD `last_date` integer;--> statement-breakpoint
ALTER TABLE `events` ADD `extra_dates` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
CREATE INDEX `events_repeat_idx` ON `events` (`repeat`,`last_date`);