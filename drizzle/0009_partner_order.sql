CREATE INDEX `restaurants_partner_idx` ON `restaurants` (`partner_until`,`id`);--> statement-breakpoint
CREATE INDEX `tours_partner_idx` ON `tours` (`partner_until`,`id`);