CREATE TABLE `restaurant_open_times` (
	`restaurant_id` integer NOT NULL,
	`start_minute` integer NOT NULL,
	`end_minute` integer NOT NULL,
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `restaurant_open_times_restaurant_idx` ON `restaurant_open_times` (`restaurant_id`,`start_minute`);--> statement-breakpoint
CREATE INDEX `restaurant_open_times_start_idx` ON `restaurant_open_times` (`start_minute`,`end_minute`,`restaurant_id`);--> statement-breakpoint
CREATE INDEX `restaurant_open_times_end_idx` ON `restaurant_open_times` (`end_minute`);