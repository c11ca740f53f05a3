ALTER TABLE `listings` ADD `saved_draft` text;--> statement-breakpoint
ALTER TABLE `listings` ADD `draft_saved_at` integer;