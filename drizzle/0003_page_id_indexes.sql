CREATE INDEX `restaurants_id_idx` ON `restaurants` (`id`);--> statement-breakpoint
CREATE INDEX `tours_id_idx` ON `tours` (`id`);