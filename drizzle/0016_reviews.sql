CREATE TABLE `review_stats` (
	`place_kind` text NOT NULL,
	`place_id` integer NOT NULL,
	`review_count` integer DEFAULT 0 NOT NULL,
	`rating_sum` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`place_kind`, `place_id`)
);
--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`place_kind` text NOT NULL,
	`place_id` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`rating` integer NOT NULL,
	`author_name` text NOT NULL,
	`country` text NOT NULL,
	`comment` text NOT NULL,
	`visit_month` text NOT NULL,
	`locale` text NOT NULL,
	`email` text NOT NULL,
	`confirm_token_hash` text,
	`confirm_expires_at` integer,
	`confirmed_at` integer,
	`decided_at` integer,
	`decided_by` text,
	`reject_reason` text,
	`reply_text` text,
	`reply_from` text,
	`replied_at` integer,
	`is_demo` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `reviews_place_idx` ON `reviews` (`place_kind`,`place_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_queue_idx` ON `reviews` (`status`,`confirmed_at`);--> statement-breakpoint
CREATE INDEX `reviews_confirm_token_idx` ON `reviews` (`confirm_token_hash`);--> statement-breakpoint
CREATE INDEX `reviews_email_idx` ON `reviews` (`email`,`place_kind`,`place_id`);--> statement-breakpoint
-- review_stats follows the approved reviews in the same transaction as every change (issue 20).
CREATE TRIGGER `reviews_stats_insert` AFTER INSERT ON `reviews` WHEN NEW.status = 'approved' BEGIN
  INSERT INTO `review_stats` (`place_kind`, `place_id`, `review_count`, `rating_sum`) VALUES (NEW.place_kind, NEW.place_id, 1, NEW.rating)
    ON CONFLICT (`place_kind`, `place_id`) DO UPDATE SET `review_count` = `review_count` + 1, `rating_sum` = `rating_sum` + excluded.rating_sum;
END;--> statement-breakpoint
CREATE TRIGGER `reviews_stats_delete` AFTER DELETE ON `reviews` WHEN OLD.status = 'approved' BEGIN
  UPDATE `review_stats` SET `review_count` = `review_count` - 1, `rating_sum` = `rating_sum` - OLD.rating
    WHERE `place_kind` = OLD.place_kind AND `place_id` = OLD.place_id;
END;--> statement-breakpoint
CREATE TRIGGER `reviews_stats_update` AFTER UPDATE OF `status`, `rating`, `place_kind`, `place_id` ON `reviews`
  WHEN OLD.status = 'approved' OR NEW.status = 'approved' BEGIN
  UPDATE `review_stats` SET `review_count` = `review_count` - 1, `rating_sum` = `rating_sum` - OLD.rating
    WHERE OLD.status = 'approved' AND `place_kind` = OLD.place_kind AND `place_id` = OLD.place_id;
  INSERT INTO `review_stats` (`place_kind`, `place_id`, `review_count`, `rating_sum`)
    SELECT NEW.place_kind, NEW.place_id, 1, NEW.rating WHERE NEW.status = 'approved'
    ON CONFLICT (`place_kind`, `place_id`) DO UPDATE SET `review_count` = `review_count` + 1, `rating_sum` = `rating_sum` + excluded.rating_sum;
END;--> statement-breakpoint
-- A place's reviews go with the place.
CREATE TRIGGER `restaurants_reviews_delete` AFTER DELETE ON `restaurants` BEGIN
  DELETE FROM `reviews` WHERE `place_kind` = 'restaurant' AND `place_id` = OLD.id;
  DELETE FROM `review_stats` WHERE `place_kind` = 'restaurant' AND `place_id` = OLD.id;
END;--> statement-breakpoint
CREATE TRIGGER `tours_reviews_delete` AFTER DELETE ON `tours` BEGIN
  DELETE FROM `reviews` WHERE `place_kind` = 'tour' AND `place_id` = OLD.id;
  DELETE FROM `review_stats` WHERE `place_kind` = 'tour' AND `place_id` = OLD.id;
END;--> statement-breakpoint
CREATE TRIGGER `events_reviews_delete` AFTER DELETE ON `events` BEGIN
  DELETE FROM `reviews` WHERE `place_kind` = 'event' AND `place_id` = OLD.id;
  DELETE FROM `review_stats` WHERE `place_kind` = 'event' AND `place_id` = OLD.id;
END;
