-- The 30-second undo of an admin delete (issue 21, src/features/admin/content/content-trash.server.ts): a copy of every row of the
-- deleted item, re-inserted with the same ids on restore. A copy rather than a deleted_at column: the delete stays a real delete,
-- so the triggers of 0002, 0011/0015 and 0016 drop counts, search rows, reviews and review stats at once and no read has to skip it.
CREATE TABLE `deleted_content` (
	`kind` text NOT NULL,
	`item_id` integer NOT NULL,
	`snapshot` text NOT NULL,
	`deleted_at` integer NOT NULL,
	PRIMARY KEY(`kind`, `item_id`)
);
--> statement-breakpoint
CREATE INDEX `deleted_content_deleted_idx` ON `deleted_content` (`deleted_at`);