-- Row counts kept by triggers, so list pages and the admin stats read totals in one lookup.
-- Keys: 'restaurants', 'restaurants:{filter}', 'tours', 'tours:{filter}', 'events', 'news_articles', 'testimonials'.
CREATE TRIGGER `restaurants_count_insert` AFTER INSERT ON `restaurants` BEGIN
	INSERT INTO `content_counts` (`key`, `n`) VALUES ('restaurants', 1) ON CONFLICT (`key`) DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `restaurants_count_delete` AFTER DELETE ON `restaurants` BEGIN
	UPDATE `content_counts` SET `n` = `n` - 1 WHERE `key` = 'restaurants';
END;
--> statement-breakpoint
CREATE TRIGGER `tours_count_insert` AFTER INSERT ON `tours` BEGIN
	INSERT INTO `content_counts` (`key`, `n`) VALUES ('tours', 1) ON CONFLICT (`key`) DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `tours_count_delete` AFTER DELETE ON `tours` BEGIN
	UPDATE `content_counts` SET `n` = `n` - 1 WHERE `key` = 'tours';
END;
--> statement-breakpoint
CREATE TRIGGER `events_count_insert` AFTER INSERT ON `events` BEGIN
	INSERT INTO `content_counts` (`key`, `n`) VALUES ('events', 1) ON CONFLICT (`key`) DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `events_count_delete` AFTER DELETE ON `events` BEGIN
	UPDATE `content_counts` SET `n` = `n` - 1 WHERE `key` = 'events';
END;
--> statement-breakpoint
CREATE TRIGGER `news_articles_count_insert` AFTER INSERT ON `news_articles` BEGIN
	INSERT INTO `content_counts` (`key`, `n`) VALUES ('news_articles', 1) ON CONFLICT (`key`) DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `news_articles_count_delete` AFTER DELETE ON `news_articles` BEGIN
	UPDATE `content_counts` SET `n` = `n` - 1 WHERE `key` = 'news_articles';
END;
--> statement-breakpoint
CREATE TRIGGER `testimonials_count_insert` AFTER INSERT ON `testimonials` BEGIN
	INSERT INTO `content_counts` (`key`, `n`) VALUES ('testimonials', 1) ON CONFLICT (`key`) DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `testimonials_count_delete` AFTER DELETE ON `testimonials` BEGIN
	UPDATE `content_counts` SET `n` = `n` - 1 WHERE `key` = 'testimonials';
END;
--> statement-breakpoint
CREATE TRIGGER `restaurant_categories_count_insert` AFTER INSERT ON `restaurant_categories` BEGIN
	INSERT INTO `content_counts` (`key`, `n`) VALUES ('restaurants:' || NEW.`category`, 1) ON CONFLICT (`key`) DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `restaurant_categories_count_delete` AFTER DELETE ON `restaurant_categories` BEGIN
	UPDATE `content_counts` SET `n` = `n` - 1 WHERE `key` = 'restaurants:' || OLD.`category`;
END;
--> statement-breakpoint
CREATE TRIGGER `restaurant_categories_count_update` AFTER UPDATE OF `category` ON `restaurant_categories` BEGIN
	UPDATE `content_counts` SET `n` = `n` - 1 WHERE `key` = 'restaurants:' || OLD.`category`;
	INSERT INTO `content_counts` (`key`, `n`) VALUES ('restaurants:' || NEW.`category`, 1) ON CONFLICT (`key`) DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `tour_categories_count_insert` AFTER INSERT ON `tour_categories` BEGIN
	INSERT INTO `content_counts` (`key`, `n`) VALUES ('tours:' || NEW.`category`, 1) ON CONFLICT (`key`) DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `tour_categories_count_delete` AFTER DELETE ON `tour_categories` BEGIN
	UPDATE `content_counts` SET `n` = `n` - 1 WHERE `key` = 'tours:' || OLD.`category`;
END;
--> statement-breakpoint
CREATE TRIGGER `tour_categories_count_update` AFTER UPDATE OF `category` ON `tour_categories` BEGIN
	UPDATE `content_counts` SET `n` = `n` - 1 WHERE `key` = 'tours:' || OLD.`category`;
	INSERT INTO `content_counts` (`key`, `n`) VALUES ('tours:' || NEW.`category`, 1) ON CONFLICT (`key`) DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
-- The table is new and empty: count what is already there once.
INSERT INTO `content_counts` (`key`, `n`)
SELECT 'restaurants', count(*) FROM `restaurants`
UNION ALL SELECT 'tours', count(*) FROM `tours`
UNION ALL SELECT 'events', count(*) FROM `events`
UNION ALL SELECT 'news_articles', count(*) FROM `news_articles`
UNION ALL SELECT 'testimonials', count(*) FROM `testimonials`
UNION ALL SELECT 'restaurants:' || `category`, count(*) FROM `restaurant_categories` GROUP BY `category`
UNION ALL SELECT 'tours:' || `category`, count(*) FROM `tour_categories` GROUP BY `category`;
