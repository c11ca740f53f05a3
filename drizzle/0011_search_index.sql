-- Full-text search (src/features/search/search.server.ts): one FTS5 index over the public text of restaurants, tours, events and news in
-- every language. Triggers on the translation tables keep it in step inside the transaction of every write (admin forms and listing
-- approval use the same write functions). Drafts live in listings and never reach these tables, so never the index.
-- rowid = item id * 16 + kind * 4 + language (en 0, nl 1, other 2): a row is replaced or removed without a scan.
CREATE VIRTUAL TABLE `search_index` USING fts5(
	`kind` UNINDEXED, `item_id` UNINDEXED, `locale` UNINDEXED, `name`, `category`, `location`, `body`,
	tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);
--> statement-breakpoint
-- The index's words with their document counts, for the "Did you mean" suggestion.
CREATE VIRTUAL TABLE `search_vocab` USING fts5vocab(`search_index`, 'row');
--> statement-breakpoint
INSERT INTO `search_index` (`rowid`, `kind`, `item_id`, `locale`, `name`, `category`, `location`, `body`)
	SELECT t.`restaurant_id` * 16 + 0 + (CASE t.`locale` WHEN 'en' THEN 0 WHEN 'nl' THEN 1 ELSE 2 END), 'restaurant', t.`restaurant_id`, t.`locale`,
		t.`name`,
		t.`cuisine`,
		t.`location`,
		t.`description`
	FROM `restaurant_translations` t;
--> statement-breakpoint
CREATE TRIGGER `restaurant_translations_search_insert` AFTER INSERT ON `restaurant_translations` BEGIN
	INSERT INTO `search_index` (`rowid`, `kind`, `item_id`, `locale`, `name`, `category`, `location`, `body`)
	SELECT NEW.`restaurant_id` * 16 + 0 + (CASE NEW.`locale` WHEN 'en' THEN 0 WHEN 'nl' THEN 1 ELSE 2 END), 'restaurant', NEW.`restaurant_id`, NEW.`locale`,
		NEW.`name`,
		NEW.`cuisine`,
		NEW.`location`,
		NEW.`description`;
END;
--> statement-breakpoint
CREATE TRIGGER `restaurant_translations_search_update` AFTER UPDATE ON `restaurant_translations` BEGIN
	DELETE FROM `search_index` WHERE `rowid` = OLD.`restaurant_id` * 16 + 0 + (CASE OLD.`locale` WHEN 'en' THEN 0 WHEN 'nl' THEN 1 ELSE 2 END);
	INSERT INTO `search_index` (`rowid`, `kind`, `item_id`, `locale`, `name`, `category`, `location`, `body`)
	SELECT NEW.`restaurant_id` * 16 + 0 + (CASE NEW.`locale` WHEN 'en' THEN 0 WHEN 'nl' THEN 1 ELSE 2 END), 'restaurant', NEW.`restaurant_id`, NEW.`locale`,
		NEW.`name`,
		NEW.`cuisine`,
		NEW.`location`,
		NEW.`description`;
END;
--> statement-breakpoint
CREATE TRIGGER `restaurant_translations_search_delete` AFTER DELETE ON `restaurant_translations` BEGIN
	DELETE FROM `search_index` WHERE `rowid` = OLD.`restaurant_id` * 16 + 0 + (CASE OLD.`locale` WHEN 'en' THEN 0 WHEN 'nl' THEN 1 ELSE 2 END);
END;
--> statement-breakpoint
-- Also when the row goes without its translations' own triggers (foreign keys off).
CREATE TRIGGER `restaurants_search_delete` AFTER DELETE ON `restaurants` BEGIN
	DELETE FROM `search_index` WHERE `rowid` BETWEEN OLD.`id` * 16 + 0 AND OLD.`id` * 16 + 3;
END;
--> statement-breakpoint
INSERT INTO `search_index` (`rowid`, `kind`, `item_id`, `locale`, `name`, `category`, `location`, `body`)
	SELECT t.`tour_id` * 16 + 4 + (CASE t.`locale` WHEN 'en' THEN 0 WHEN 'nl' THEN 1 ELSE 2 END), 'tour', t.`tour_id`, t.`locale`,
		t.`name`,
		t.`category` || ' ' || t.`duration`,
		t.`location` || ' ' || t.`operator` || ' ' || t.`meeting_point`,
		t.`description` || ' ' || coalesce((SELECT group_concat(`value`, ' ') FROM json_each(t.`daily_itinerary`)), '') || ' ' || coalesce((SELECT group_concat(`value`, ' ') FROM json_each(t.`included`)), '') || ' ' || coalesce((SELECT group_concat(`value`, ' ') FROM json_each(t.`what_to_bring`)), '')
	FROM `tour_translations` t;
--> statement-breakpoint
CREATE TRIGGER `tour_translations_search_insert` AFTER INSERT ON `tour_translations` BEGIN
	INSERT INTO `search_index` (`rowid`, `kind`, `item_id`, `locale`, `name`, `category`, `location`, `body`)
	SELECT NEW.`tour_id` * 16 + 4 + (CASE NEW.`locale` WHEN 'en' THEN 0 WHEN 'nl' THEN 1 ELSE 2 END), 'tour', NEW.`tour_id`, NEW.`locale`,
		NEW.`name`,
		NEW.`category` || ' ' || NEW.`duration`,
		NEW.`location` || ' ' || NEW.`operator` || ' ' || NEW.`meeting_point`,
		NEW.`description` || ' ' || coalesce((SELECT group_concat(`value`, ' ') FROM json_each(NEW.`daily_itinerary`)), '') || ' ' || coalesce((SELECT group_concat(`value`, ' ') FROM json_each(NEW.`included`)), '') || ' ' || coalesce((SELECT group_concat(`value`, ' ') FROM json_each(NEW.`what_to_bring`)), '');
END;
--> statement-breakpoint
CREATE TRIGGER `tour_translations_search_update` AFTER UPDATE ON `tour_translations` BEGIN
	DELETE FROM `search_index` WHERE `rowid` = OLD.`tour_id` * 16 + 4 + (CASE OLD.`locale` WHEN 'en' THEN 0 WHEN 'nl' THEN 1 ELSE 2 END);
	INSERT INTO `search_index` (`rowid`, `kind`, `item_id`, `locale`, `name`, `category`, `location`, `body`)
	SELECT NEW.`tour_id` * 16 + 4 + (CASE NEW.`locale` WHEN 'en' THEN 0 WHEN 'nl' THEN 1 ELSE 2 END), 'tour', NEW.`tour_id`, NEW.`locale`,
		NEW.`name`,
		NEW.`category` || ' ' || NEW.`duration`,
		NEW.`location` || ' ' || NEW.`operator` || ' ' || NEW.`meeting_point`,
		NEW.`description` || ' ' || coalesce((SELECT group_concat(`value`, ' ') FROM json_each(NEW.`daily_itinerary`)), '') || ' ' || coalesce((SELECT group_concat(`value`, ' ') FROM json_each(NEW.`included`)), '') || ' ' || coalesce((SELECT group_concat(`value`, ' ') FROM json_each(NEW.`what_to_bring`)), '');
END;
--> statement-breakpoint
CREATE TRIGGER `tour_translations_search_delete` AFTER DELETE ON `tour_translations` BEGIN
	DELETE FROM `search_index` WHERE `rowid` = OLD.`tour_id` * 16 + 4 + (CASE OLD.`locale` WHEN 'en' THEN 0 WHEN 'nl' THEN 1 ELSE 2 END);
END;
--> statement-breakpoint
-- Also when the row goes without its translations' own triggers (foreign keys off).
CREATE TRIGGER `tours_search_delete` AFTER DELETE ON `tours` BEGIN
	DELETE FROM `search_index` WHERE `rowid` BETWEEN OLD.`id` * 16 + 4 AND OLD.`id` * 16 + 7;
END;
--> statement-breakpoint
INSERT INTO `search_index` (`rowid`, `kind`, `item_id`, `locale`, `name`, `category`, `location`, `body`)
	SELECT t.`event_id` * 16 + 8 + (CASE t.`locale` WHEN 'en' THEN 0 WHEN 'nl' THEN 1 ELSE 2 END), 'event', t.`event_id`, t.`locale`,
		t.`name`,
		t.`category`,
		t.`location`,
		t.`description`
	FROM `event_translations` t;
--> statement-breakpoint
CREATE TRIGGER `event_translations_search_insert` AFTER INSERT ON `event_translations` BEGIN
	INSERT INTO `search_index` (`rowid`, `kind`, `item_id`, `locale`, `name`, `category`, `location`, `body`)
	SELECT NEW.`event_id` * 16 + 8 + (CASE NEW.`locale` WHEN 'en' THEN 0 WHEN 'nl' THEN 1 ELSE 2 END), 'event', NEW.`event_id`, NEW.`locale`,
		NEW.`name`,
		NEW.`category`,
		NEW.`location`,
		NEW.`description`;
END;
--> statement-breakpoint
CREATE TRIGGER `event_translations_search_update` AFTER UPDATE ON `event_translations` BEGIN
	DELETE FROM `search_index` WHERE `rowid` = OLD.`event_id` * 16 + 8 + (CASE OLD.`locale` WHEN 'en' THEN 0 WHEN 'nl' THEN 1 ELSE 2 END);
	INSERT INTO `search_index` (`rowid`, `kind`, `item_id`, `locale`, `name`, `category`, `location`, `body`)
	SELECT NEW.`event_id` * 16 + 8 + (CASE NEW.`locale` WHEN 'en' THEN 0 WHEN 'nl' THEN 1 ELSE 2 END), 'event', NEW.`event_id`, NEW.`locale`,
		NEW.`name`,
		NEW.`category`,
		NEW.`location`,
		NEW.`description`;
END;
--> statement-breakpoint
CREATE TRIGGER `event_translations_search_delete` AFTER DELETE ON `event_translations` BEGIN
	DELETE FROM `search_index` WHERE `rowid` = OLD.`event_id` * 16 + 8 + (CASE OLD.`locale` WHEN 'en' THEN 0 WHEN 'nl' THEN 1 ELSE 2 END);
END;
--> statement-breakpoint
-- Also when the row goes without its translations' own triggers (foreign keys off).
CREATE TRIGGER `events_search_delete` AFTER DELETE ON `events` BEGIN
	DELETE FROM `search_index` WHERE `rowid` BETWEEN OLD.`id` * 16 + 8 AND OLD.`id` * 16 + 11;
END;
--> statement-breakpoint
INSERT INTO `search_index` (`rowid`, `kind`, `item_id`, `locale`, `name`, `category`, `location`, `body`)
	SELECT t.`news_id` * 16 + 12 + (CASE t.`locale` WHEN 'en' THEN 0 WHEN 'nl' THEN 1 ELSE 2 END), 'news', t.`news_id`, t.`locale`,
		t.`title`,
		t.`category`,
		'',
		t.`excerpt` || ' ' || t.`content`
	FROM `news_translations` t;
--> statement-breakpoint
CREATE TRIGGER `news_translations_search_insert` AFTER INSERT ON `news_translations` BEGIN
	INSERT INTO `search_index` (`rowid`, `kind`, `item_id`, `locale`, `name`, `category`, `location`, `body`)
	SELECT NEW.`news_id` * 16 + 12 + (CASE NEW.`locale` WHEN 'en' THEN 0 WHEN 'nl' THEN 1 ELSE 2 END), 'news', NEW.`news_id`, NEW.`locale`,
		NEW.`title`,
		NEW.`category`,
		'',
		NEW.`excerpt` || ' ' || NEW.`content`;
END;
--> statement-breakpoint
CREATE TRIGGER `news_translations_search_update` AFTER UPDATE ON `news_translations` BEGIN
	DELETE FROM `search_index` WHERE `rowid` = OLD.`news_id` * 16 + 12 + (CASE OLD.`locale` WHEN 'en' THEN 0 WHEN 'nl' THEN 1 ELSE 2 END);
	INSERT INTO `search_index` (`rowid`, `kind`, `item_id`, `locale`, `name`, `category`, `location`, `body`)
	SELECT NEW.`news_id` * 16 + 12 + (CASE NEW.`locale` WHEN 'en' THEN 0 WHEN 'nl' THEN 1 ELSE 2 END), 'news', NEW.`news_id`, NEW.`locale`,
		NEW.`title`,
		NEW.`category`,
		'',
		NEW.`excerpt` || ' ' || NEW.`content`;
END;
--> statement-breakpoint
CREATE TRIGGER `news_translations_search_delete` AFTER DELETE ON `news_translations` BEGIN
	DELETE FROM `search_index` WHERE `rowid` = OLD.`news_id` * 16 + 12 + (CASE OLD.`locale` WHEN 'en' THEN 0 WHEN 'nl' THEN 1 ELSE 2 END);
END;
--> statement-breakpoint
-- Also when the row goes without its translations' own triggers (foreign keys off).
CREATE TRIGGER `news_articles_search_delete` AFTER DELETE ON `news_articles` BEGIN
	DELETE FROM `search_index` WHERE `rowid` BETWEEN OLD.`id` * 16 + 12 AND OLD.`id` * 16 + 15;
END;
