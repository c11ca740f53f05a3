-- The search index, smaller and cheaper to query at scale (search at 50,000 entries, issue 18). 0011's index kept a copy of every
-- text (the _content shadow table), word positions (detail=full) and 2- and 3-letter prefix indexes: 160% added to the database at
-- 50,000 restaurants. Now: contentless (content='', contentless_delete=1: the texts stay in their own tables; snippets are made
-- from them for the shown page only), detail=column (which columns hold a word, not where), no prefix indexes (a prefix is a scan
-- of the index's words in order): about 22% added. kind, item_id and locale stay as (unstored) columns so 0011's triggers still
-- insert as they did; a reader takes them from the rowid (item id * 16 + kind * 4 + language).
DROP TABLE IF EXISTS `search_vocab`;
--> statement-breakpoint
DROP TABLE IF EXISTS `search_index`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_index` USING fts5(
	`kind` UNINDEXED, `item_id` UNINDEXED, `locale` UNINDEXED, `name`, `category`, `location`, `body`,
	content = '', contentless_delete = 1, detail = column, tokenize = 'unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_vocab` USING fts5vocab(`search_index`, 'row');
--> statement-breakpoint
-- The indexed text of every item and language, as 0011's triggers index it: the index is rebuilt from it here, and search results
-- read their names and snippets from it (by kind, item and language: each arm uses its translation table's primary key).
CREATE VIEW `search_source` AS
	SELECT t.`restaurant_id` * 16 + 0 + (CASE t.`locale` WHEN 'en' THEN 0 WHEN 'nl' THEN 1 ELSE 2 END) AS `rid`, 'restaurant' AS `kind`,
		t.`restaurant_id` AS `item_id`, t.`locale` AS `locale`, t.`name` AS `name`, t.`cuisine` AS `category`, t.`location` AS `location`,
		t.`description` AS `body`
	FROM `restaurant_translations` t
	UNION ALL
	SELECT t.`tour_id` * 16 + 4 + (CASE t.`locale` WHEN 'en' THEN 0 WHEN 'nl' THEN 1 ELSE 2 END), 'tour', t.`tour_id`, t.`locale`,
		t.`name`,
		t.`category` || ' ' || t.`duration`,
		t.`location` || ' ' || t.`operator` || ' ' || t.`meeting_point`,
		t.`description` || ' ' || coalesce((SELECT group_concat(`value`, ' ') FROM json_each(t.`daily_itinerary`)), '') || ' ' || coalesce((SELECT group_concat(`value`, ' ') FROM json_each(t.`included`)), '') || ' ' || coalesce((SELECT group_concat(`value`, ' ') FROM json_each(t.`what_to_bring`)), '')
	FROM `tour_translations` t
	UNION ALL
	SELECT t.`event_id` * 16 + 8 + (CASE t.`locale` WHEN 'en' THEN 0 WHEN 'nl' THEN 1 ELSE 2 END), 'event', t.`event_id`, t.`locale`,
		t.`name`, t.`category`, t.`location`, t.`description`
	FROM `event_translations` t
	UNION ALL
	SELECT t.`news_id` * 16 + 12 + (CASE t.`locale` WHEN 'en' THEN 0 WHEN 'nl' THEN 1 ELSE 2 END), 'news', t.`news_id`, t.`locale`,
		t.`title`, t.`category`, '', t.`excerpt` || ' ' || t.`content`
	FROM `news_translations` t;
--> statement-breakpoint
INSERT INTO `search_index` (`rowid`, `name`, `category`, `location`, `body`) SELECT `rid`, `name`, `category`, `location`, `body` FROM `search_source`;
--> statement-breakpoint
-- A contentless index cannot be scanned by a rowid range: the "row went without its translations" triggers delete each language's row.
DROP TRIGGER IF EXISTS `restaurants_search_delete`;
--> statement-breakpoint
CREATE TRIGGER `restaurants_search_delete` AFTER DELETE ON `restaurants` BEGIN
	DELETE FROM `search_index` WHERE `rowid` IN (OLD.`id` * 16 + 0, OLD.`id` * 16 + 1, OLD.`id` * 16 + 2);
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `tours_search_delete`;
--> statement-breakpoint
CREATE TRIGGER `tours_search_delete` AFTER DELETE ON `tours` BEGIN
	DELETE FROM `search_index` WHERE `rowid` IN (OLD.`id` * 16 + 4, OLD.`id` * 16 + 5, OLD.`id` * 16 + 6);
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `events_search_delete`;
--> statement-breakpoint
CREATE TRIGGER `events_search_delete` AFTER DELETE ON `events` BEGIN
	DELETE FROM `search_index` WHERE `rowid` IN (OLD.`id` * 16 + 8, OLD.`id` * 16 + 9, OLD.`id` * 16 + 10);
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `news_articles_search_delete`;
--> statement-breakpoint
CREATE TRIGGER `news_articles_search_delete` AFTER DELETE ON `news_articles` BEGIN
	DELETE FROM `search_index` WHERE `rowid` IN (OLD.`id` * 16 + 12, OLD.`id` * 16 + 13, OLD.`id` * 16 + 14);
END;
