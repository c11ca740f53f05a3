import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '~/db/client';
import { migrateDatabase } from '~/db/migrate';
import { makeTempDir } from '../helpers/fixture';

let db: Db | null = null;
afterEach(() => db?.$client.close());

describe('migrations', () => {
  it('create every table of the data model on an empty file', () => {
    db = openDatabase(path.join(makeTempDir(), 'empty.db'));
    migrateDatabase(db);
    const tables = db.$client
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%'")
      .all()
      .map((r) => (r as { name: string }).name)
      .sort();
    expect(tables).toEqual(
      [
        'admin_users',
        'content_counts',
        // Copies of deleted content for the admin's 30-second undo (0018).
        'deleted_content',
        'email_outbox',
        'event_translations',
        'events',
        'listing_editor_tokens',
        'listing_events',
        'listing_order_links',
        'listing_orders',
        'listings',
        'media',
        'news_articles',
        'news_translations',
        'newsletter_subscribers',
        // The search index (FTS5, contentless: no _content copy of the texts) with its shadow tables, and its vocabulary.
        'search_index',
        'search_index_config',
        'search_index_data',
        'search_index_docsize',
        'search_index_idx',
        'search_vocab',
        'rate_limits',
        'receipt_upload_keys',
        'review_stats',
        'reviews',
        'scheduler_runs',
        'restaurant_categories',
        'restaurant_open_times',
        'restaurant_translations',
        'restaurants',
        'sessions',
        'site_settings',
        'testimonial_translations',
        'testimonials',
        'tour_categories',
        'tour_translations',
        'tours',
        'trusted_devices',
        'upload_tokens',
      ].sort(),
    );
  });

  it('are safe to apply again', () => {
    db = openDatabase(path.join(makeTempDir(), 'twice.db'));
    migrateDatabase(db);
    expect(() => migrateDatabase(db!)).not.toThrow();
  });

  it('open the database in WAL mode with foreign keys, a busy timeout and full sync', () => {
    db = openDatabase(path.join(makeTempDir(), 'pragmas.db'));
    expect(db.$client.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.$client.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.$client.pragma('busy_timeout', { simple: true })).toBe(5000);
    expect(db.$client.pragma('synchronous', { simple: true })).toBe(2);
  });

  it('delete translations and categories with their restaurant', () => {
    db = openDatabase(path.join(makeTempDir(), 'cascade.db'));
    migrateDatabase(db);
    const c = db.$client;
    c.prepare("insert into restaurants (price_range, image_url) values ('$', 'https://x.test/a.jpg')").run();
    c.prepare("insert into restaurant_translations (restaurant_id, locale, name) values (1, 'en', 'A')").run();
    c.prepare("insert into restaurant_categories (category, restaurant_id) values ('street-food', 1)").run();
    c.prepare('delete from restaurants where id = 1').run();
    expect(c.prepare('select count(*) n from restaurant_translations').get()).toEqual({ n: 0 });
    expect(c.prepare('select count(*) n from restaurant_categories').get()).toEqual({ n: 0 });
  });
});
