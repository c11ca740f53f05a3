/**
 * The database schema. Language-neutral fields live on each content table; every
 * visitor-facing text lives in a `*_translations` table keyed by (entity, locale),
 * so adding a third language is new rows, not new columns.
 */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);
const updatedAt = () =>
  integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);

/* ---------- Restaurants ---------- */

export const restaurants = sqliteTable(
  'restaurants',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    priceRange: text('price_range').notNull().default('$$'),
    imageUrl: text('image_url').notNull(),
    imageUrls: text('image_urls', { mode: 'json' }).$type<string[]>().notNull().default([]),
    phone: text('phone'),
    openingHours: text('opening_hours', { mode: 'json' }).$type<Record<string, string>>().notNull().default({}),
    isEditorsPick: integer('is_editors_pick', { mode: 'boolean' }).notNull().default(false),
    /** What the business puts on its listing, each optional ('' hides its link; src/features/content/listing-links.ts). */
    website: text('website').notNull().default(''),
    whatsapp: text('whatsapp').notNull().default(''),
    email: text('email').notNull().default(''),
    facebook: text('facebook').notNull().default(''),
    instagram: text('instagram').notNull().default(''),
    /** 'lat,lng' or a Google Maps link as pasted: the page's "Directions" link. */
    mapLocation: text('map_location').notNull().default(''),
    /** End of a live paid partner listing (src/features/listings/lifecycle), null otherwise: shows the badge and lists the entry first. */
    partnerUntil: integer('partner_until', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('restaurants_editors_pick_idx').on(t.isEditorsPick, t.id),
    // Narrow (id only): a page number skips rows here, not in the table (src/db/queries/restaurants.ts).
    index('restaurants_id_idx').on(t.id),
    // Partners first (README "Partner listings"): partners found by the range partner_until > NULL, the others walked in id order at partner_until IS NULL.
    index('restaurants_partner_idx').on(t.partnerUntil, t.id),
  ],
);

export const restaurantTranslations = sqliteTable(
  'restaurant_translations',
  {
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull().default(''),
    description: text('description').notNull().default(''),
    cuisine: text('cuisine').notNull().default(''),
    location: text('location').notNull().default(''),
    /** Alt text per image (issue 21), index-aligned with the item's [cover, ...gallery]; '' where none is written. */
    imageAlts: text('image_alts', { mode: 'json' }).$type<string[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.locale] })],
);

/** Filter membership (spec 5), derived from the English cuisine and price range on every write, so a category list is an index lookup. */
export const restaurantCategories = sqliteTable(
  'restaurant_categories',
  {
    category: text('category').notNull(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.category, t.restaurantId] }), index('restaurant_categories_restaurant_idx').on(t.restaurantId)],
);

/**
 * When each restaurant is open, derived from its opening hours (src/platform/dates/opening-hours.ts weeklyIntervals) in
 * the same transaction as every restaurant write: minutes from Sunday 00:00 in Paramaribo, an end past 10080 running
 * into the next week. The "Open now" filter asks which restaurants hold t or t + 10080 (a range is shorter than a day,
 * so only starts in the day before t are read).
 */
export const restaurantOpenTimes = sqliteTable(
  'restaurant_open_times',
  {
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
  },
  (t) => [
    index('restaurant_open_times_restaurant_idx').on(t.restaurantId, t.startMinute),
    // Covering: the open-now window (a start within the day before t, an end after t) is read from the index alone.
    index('restaurant_open_times_start_idx').on(t.startMinute, t.endMinute, t.restaurantId),
    index('restaurant_open_times_end_idx').on(t.endMinute),
  ],
);

/* ---------- Tours ---------- */

export const tours = sqliteTable(
  'tours',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    price: real('price').notNull().default(0),
    maxPeople: integer('max_people').notNull().default(1),
    imageUrl: text('image_url').notNull(),
    imageUrls: text('image_urls', { mode: 'json' }).$type<string[]>().notNull().default([]),
    /** The operator's contact (issue 18), each optional: empty hides its link on the tour page. */
    operatorWhatsapp: text('operator_whatsapp').notNull().default(''),
    operatorPhone: text('operator_phone').notNull().default(''),
    operatorEmail: text('operator_email').notNull().default(''),
    /** The currency the business prices the tour in: 'USD' (as before) or 'SRD'. */
    currency: text('currency').notNull().default('USD'),
    /** Website, social links and map position, as for restaurants; each optional. */
    website: text('website').notNull().default(''),
    facebook: text('facebook').notNull().default(''),
    instagram: text('instagram').notNull().default(''),
    mapLocation: text('map_location').notNull().default(''),
    /** End of a live paid partner listing (src/features/listings/lifecycle), null otherwise: shows the badge and lists the entry first. */
    partnerUntil: integer('partner_until', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Narrow (id only): a page number skips rows here, not in the table (src/db/queries/tours.ts).
  (t) => [index('tours_id_idx').on(t.id), index('tours_partner_idx').on(t.partnerUntil, t.id)],
);

export const tourTranslations = sqliteTable(
  'tour_translations',
  {
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull().default(''),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default(''),
    duration: text('duration').notNull().default(''),
    location: text('location').notNull().default(''),
    operator: text('operator').notNull().default(''),
    /** Optional: empty hides it on the tour page. */
    meetingPoint: text('meeting_point').notNull().default(''),
    /** The business's own words; empty hides them (the guide invents no availability or policy). */
    availability: text('availability').notNull().default(''),
    cancellationPolicy: text('cancellation_policy').notNull().default(''),
    /** Lists are JSON arrays of text; an empty array in Dutch falls back to English. */
    whatToBring: text('what_to_bring', { mode: 'json' }).$type<string[]>().notNull().default([]),
    dailyItinerary: text('daily_itinerary', { mode: 'json' }).$type<string[]>().notNull().default([]),
    included: text('included', { mode: 'json' }).$type<string[]>().notNull().default([]),
    /** Alt text per image (issue 21), index-aligned with the item's [cover, ...gallery]; '' where none is written. */
    imageAlts: text('image_alts', { mode: 'json' }).$type<string[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.tourId, t.locale] })],
);

export const tourCategories = sqliteTable(
  'tour_categories',
  {
    category: text('category').notNull(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.category, t.tourId] }), index('tour_categories_tour_idx').on(t.tourId)],
);

/* ---------- Events ---------- */

export const events = sqliteTable(
  'events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    date: integer('date', { mode: 'timestamp_ms' }).notNull(),
    price: real('price').notNull().default(0),
    imageUrl: text('image_url'),
    isFeatured: integer('is_featured', { mode: 'boolean' }).notNull().default(false),
    /** Where tickets or details are (an http(s) address, issue 18); empty shows 'Tickets at the door' or the price. */
    ticketUrl: text('ticket_url').notNull().default(''),
    /** End of a live paid partner listing (src/features/listings/lifecycle), null otherwise: shows the badge and lists the entry first. */
    partnerUntil: integer('partner_until', { mode: 'timestamp_ms' }),
    /** How the event repeats (src/features/events/event-occurrences.ts): 'once' on `date`, 'weekly' from `date` on, or 'dates': `date` and `extra_dates`. */
    repeat: text('repeat', { enum: ['once', 'weekly', 'dates'] })
      .notNull()
      .default('once'),
    /** The weekly schedule's day, 0 Sunday to 6 Saturday; null: the weekday of `date`. */
    weekday: integer('weekday'),
    /** 'HH:MM' in Paramaribo, '' for none; earlier than the start time means the next day. */
    endTime: text('end_time').notNull().default(''),
    /** The last day of a repeating event (inclusive; for 'dates' the latest listed), null: once, or weekly without end. */
    lastDate: integer('last_date', { mode: 'timestamp_ms' }),
    /** The other days of a 'dates' event, each with its own 'HH:MM' start ('' for the event's time). */
    extraDates: text('extra_dates', { mode: 'json' }).$type<{ day: string; time: string }[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('events_date_idx').on(t.date, t.id),
    index('events_featured_idx').on(t.isFeatured, t.date),
    // The repeating events, read apart from the one-off ones (their next day is no column).
    index('events_repeat_idx').on(t.repeat, t.lastDate),
  ],
);

export const eventTranslations = sqliteTable(
  'event_translations',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull().default(''),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default(''),
    /** Free text such as '7:00 PM' or '19:00 uur'. */
    time: text('time').notNull().default(''),
    location: text('location').notNull().default(''),
    /** The organiser's refund terms; empty shows none. */
    refundTerms: text('refund_terms').notNull().default(''),
    /** Alt text per image (issue 21), index-aligned with the item's [cover, ...gallery]; '' where none is written. */
    imageAlts: text('image_alts', { mode: 'json' }).$type<string[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.locale] })],
);

/* ---------- News ---------- */

export const newsArticles = sqliteTable(
  'news_articles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    imageUrl: text('image_url').notNull(),
    /** The gallery (issue 21), the cover first as on restaurants and tours; shown under the article. */
    imageUrls: text('image_urls', { mode: 'json' }).$type<string[]>().notNull().default([]),
    publishedAt: integer('published_at', { mode: 'timestamp_ms' }).default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
    isFeatured: integer('is_featured', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('news_published_idx').on(t.publishedAt, t.id), index('news_featured_idx').on(t.isFeatured, t.publishedAt, t.id)],
);

export const newsTranslations = sqliteTable(
  'news_translations',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull().default(''),
    content: text('content').notNull().default(''),
    category: text('category').notNull().default(''),
    excerpt: text('excerpt').notNull().default(''),
    /** Alt text per image (issue 21), index-aligned with the item's [cover, ...gallery]; '' where none is written. */
    imageAlts: text('image_alts', { mode: 'json' }).$type<string[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.locale] })],
);

/* ---------- Testimonials ---------- */

export const testimonials = sqliteTable(
  'testimonials',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    rating: integer('rating').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('testimonials_created_idx').on(t.createdAt, t.id)],
);

export const testimonialTranslations = sqliteTable(
  'testimonial_translations',
  {
    testimonialId: integer('testimonial_id')
      .notNull()
      .references(() => testimonials.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull().default(''),
    country: text('country').notNull().default(''),
    review: text('review').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.testimonialId, t.locale] })],
);

/* ---------- Site settings ---------- */

export const siteSettings = sqliteTable('site_settings', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  key: text('key').notNull().unique(),
  value: text('value').notNull(),
  description: text('description'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/* ---------- Media (processed images) ---------- */

/** One row per stored image; its variants live under DATA_DIR/uploads/{id}/. */
export const media = sqliteTable('media', {
  id: text('id').primaryKey(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** Widths written for each format, e.g. [320, 640, 960]. */
  widths: text('widths', { mode: 'json' }).$type<number[]>().notNull(),
  bytes: integer('bytes').notNull(),
  createdAt: createdAt(),
});

/** One-time upload addresses handed out by POST /api/admin/upload. */
export const uploadTokens = sqliteTable('upload_tokens', {
  objectId: text('object_id').primaryKey(),
  tokenHash: text('token_hash').notNull(),
  adminId: text('admin_id')
    .notNull()
    .references(() => adminUsers.id, { onDelete: 'cascade' }),
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  usedAt: integer('used_at', { mode: 'timestamp_ms' }),
  createdAt: createdAt(),
});

/* ---------- Admin accounts and security ---------- */

export const adminUsers = sqliteTable('admin_users', {
  id: text('id').primaryKey(),
  username: text('username').notNull().unique(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
  twoFactorEnabled: integer('two_factor_enabled', { mode: 'boolean' }).notNull().default(false),
  /** Encrypted with the 2FA key (see src/lib/auth); never stored in clear. */
  twoFactorSecret: text('two_factor_secret'),
  /** The TOTP time step of the last accepted code, so a code works once. */
  twoFactorLastStep: integer('two_factor_last_step'),
  lastLogin: integer('last_login', { mode: 'timestamp_ms' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const trustedDevices = sqliteTable(
  'trusted_devices',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    adminId: text('admin_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    /** SHA-256 of the device cookie's token. */
    deviceFingerprint: text('device_fingerprint').notNull(),
    deviceName: text('device_name').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    ipAddress: text('ip_address').notNull().default(''),
    lastUsed: integer('last_used', { mode: 'timestamp_ms' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('trusted_devices_admin_fp_idx').on(t.adminId, t.deviceFingerprint)],
);

/** Server-side sessions. `sid` is the SHA-256 of the cookie token, never the token itself. */
export const sessions = sqliteTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    adminId: text('admin_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    /** Small JSON bag: user agent and address at sign-in. */
    sess: text('sess', { mode: 'json' }).$type<Record<string, string>>().notNull().default({}),
    /** Absolute expiry. */
    expire: integer('expire', { mode: 'timestamp_ms' }).notNull(),
    lastSeen: integer('last_seen', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_admin_idx').on(t.adminId), index('sessions_expire_idx').on(t.expire)],
);

/** Failure counters for login, 2FA and write rate limits, keyed by e.g. 'login:user:alice'. */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: integer('window_start', { mode: 'timestamp_ms' }).notNull(),
  lockedUntil: integer('locked_until', { mode: 'timestamp_ms' }),
  lockLevel: integer('lock_level').notNull().default(0),
});

/* ---------- Listing orders ---------- */

export const listingOrders = sqliteTable(
  'listing_orders',
  {
    id: text('id').primaryKey(),
    planType: text('plan_type').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** pending | awaiting_payment | paid | awaiting_verification | active | rejected | expired (see src/lib/orders/status.ts) */
    status: text('status').notNull().default('pending'),
    /** Short reference a business quotes with its bank transfer, e.g. 'SG-T69H9'; null on orders made before it existed. */
    orderNumber: text('order_number').unique(),
    /** The client's idempotency key of the request that created the order: the same key again gets the same order. */
    creationKey: text('creation_key').unique(),
    /** The idempotency key of the receipt upload that attached the current receipt. */
    receiptKey: text('receipt_key').unique(),
    businessName: text('business_name').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    billingAddress: text('billing_address').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code'),
    locale: text('locale').notNull().default('en'),
    stripeSessionId: text('stripe_session_id').unique(),
    receiptPath: text('receipt_path'),
    receiptMime: text('receipt_mime'),
    rejectionReason: text('rejection_reason'),
    paidAt: integer('paid_at', { mode: 'timestamp_ms' }),
    activatedAt: integer('activated_at', { mode: 'timestamp_ms' }),
    listingEndsAt: integer('listing_ends_at', { mode: 'timestamp_ms' }),
    /**
     * The listing this order renews (issue 17): set only from a checked renewal link when the order
     * is made; paying it extends that listing instead of opening a new one.
     */
    renewsListingId: text('renews_listing_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('listing_orders_created_idx').on(t.createdAt), index('listing_orders_status_idx').on(t.status, t.createdAt)],
);

/**
 * Every idempotency key a receipt upload was stored under, claimed in the transaction that points
 * the order at the receipt: of uploads racing with one key exactly one inserts its row and is
 * stored; the others find the row and answer with its order. Kept after a later receipt replaces
 * the one it stored, so a late retry of an earlier upload never replaces a newer receipt.
 */
export const receiptUploadKeys = sqliteTable('receipt_upload_keys', {
  key: text('key').primaryKey(),
  orderId: text('order_id')
    .notNull()
    .references(() => listingOrders.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/* ---------- Email outbox (issue 16) ---------- */

/**
 * One row per email, written in the same transaction as the event that causes it; the sender in
 * the server process delivers due rows (see src/features/mail). `event_key` is unique, so an event
 * seen twice (a replayed webhook) queues one email; `message_id` stays the same across retries.
 */
export const emailOutbox = sqliteTable(
  'email_outbox',
  {
    id: text('id').primaryKey(),
    eventKey: text('event_key').notNull().unique(),
    /** What the email says (src/features/mail/mail.ts: emailKinds). */
    kind: text('kind').notNull(),
    /** JSON list of addresses. */
    recipients: text('recipients', { mode: 'json' }).$type<string[]>().notNull(),
    locale: text('locale').notNull().default('en'),
    subject: text('subject').notNull(),
    /** The facts the template renders (order number, amount…), frozen when queued. */
    payload: text('payload', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    orderId: text('order_id'),
    /** queued | sending | sent | failed */
    status: text('status').notNull().default('queued'),
    /**
     * While `sending`: the sender process that claimed the row, and when its claim lapses (server
     * clock). A row still `sending` after the lapse was left by a crash and is tried again.
     */
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: integer('lease_expires_at', { mode: 'timestamp_ms' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }).notNull(),
    lastAttemptAt: integer('last_attempt_at', { mode: 'timestamp_ms' }),
    lastError: text('last_error'),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    messageId: text('message_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_created_idx').on(t.createdAt),
    index('email_outbox_order_idx').on(t.orderId),
  ],
);

/* ---------- Listing lifecycle (issue 17) ---------- */

/**
 * A paid partner listing: what a business gets for its order(s), from content to expiry
 * (src/features/listings/lifecycle). `entry_id` points into restaurants, tours or events by `kind`
 * (null until content is approved or the admin links an existing entry); `live_from`/`ends_at`
 * are set when it goes live, `ends_at` inclusive (the last millisecond of a Paramaribo day).
 */
export const listings = sqliteTable(
  'listings',
  {
    id: text('id').primaryKey(),
    /** restaurant | tour | event */
    kind: text('kind').notNull(),
    entryId: integer('entry_id'),
    /** awaiting_content | pending_review | changes_requested | live | ended */
    status: text('status').notNull().default('awaiting_content'),
    liveFrom: integer('live_from', { mode: 'timestamp_ms' }),
    endsAt: integer('ends_at', { mode: 'timestamp_ms' }),
    ownerEmail: text('owner_email').notNull(),
    /** The buyer's language (en | nl): every email about this listing is written in it. */
    locale: text('locale').notNull().default('en'),
    /**
     * The content the business submitted and the admin has not approved yet: the kind's admin input
     * (neutral fields and `translations`), JSON. Public reads never look here; approval copies it into
     * the kind's tables and clears it, so the live entry stays up while an edit waits for review.
     */
    draft: text('draft', { mode: 'json' }).$type<Record<string, unknown>>(),
    submittedAt: integer('submitted_at', { mode: 'timestamp_ms' }),
    /**
     * The business's work in the editor since it last sent: every value of the form as typed and the
     * photos uploaded (`{ neutral, texts, images }`), stored by "Save draft" and by a refused "Send for
     * review". Not content: the admin never reviews it and the status does not change; sending clears it.
     */
    savedDraft: text('saved_draft', { mode: 'json' }).$type<Record<string, unknown>>(),
    draftSavedAt: integer('draft_saved_at', { mode: 'timestamp_ms' }),
    /** The admin's reason when asking for changes (shown to the business, emailed). */
    reviewNote: text('review_note'),
    reviewedAt: integer('reviewed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('listings_status_ends_idx').on(t.status, t.endsAt), index('listings_entry_idx').on(t.kind, t.entryId)],
);

/** The orders that paid for a listing: the first purchase and each renewal. An order pays for one listing. */
export const listingOrderLinks = sqliteTable(
  'listing_order_links',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => listingOrders.id, { onDelete: 'restrict' }),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('listing_order_links_listing_idx').on(t.listingId)],
);

/**
 * Private links to a listing's editor. Like `sessions`, only the SHA-256 of the token is stored.
 * A token is valid while it is not revoked and its listing has not ended (`listings.ends_at`, so a
 * renewal extends it without touching this table).
 */
export const listingEditorTokens = sqliteTable(
  'listing_editor_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** edit: opens the listing editor while the listing runs; renew: opens a prefilled renewal checkout until `expires_at`. */
    purpose: text('purpose').notNull().default('edit'),
    /** Set for renewal links (a renewal is welcome a while after the end); edit links follow the listing's end. */
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('listing_editor_tokens_listing_idx').on(t.listingId)],
);

/**
 * What happened to a listing and who did it: submissions, approvals, requests for changes, an
 * admin's extension or early end (with the reason, which is required), links revoked or resent.
 */
export const listingEvents = sqliteTable(
  'listing_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** submitted | approved | changes_requested | extended | ended | link_revoked | link_resent | link_shown | entry_linked | renewed | expired */
    action: text('action').notNull(),
    reason: text('reason'),
    /** 'owner', 'scheduler', or the admin's email. */
    actor: text('actor').notNull(),
    /** Facts of the action (old and new end, entry id…), JSON. */
    detail: text('detail', { mode: 'json' }).$type<Record<string, unknown>>(),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('listing_events_listing_idx').on(t.listingId, t.at)],
);

/**
 * Run markers of the scheduler: one row per job and due key, written in the transaction of the
 * job's effect, so an effect is committed exactly when its marker is, and never twice.
 */
export const schedulerRuns = sqliteTable(
  'scheduler_runs',
  {
    jobName: text('job_name').notNull(),
    dueKey: text('due_key').notNull(),
    ranAt: integer('ran_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobName, t.dueKey] })],
);

/* ---------- Derived counts ---------- */

/**
 * Row counts kept by triggers (migration 0002): 'restaurants', 'restaurants:{filter}', 'tours',
 * 'tours:{filter}', 'events', 'news_articles', 'testimonials'. A list page reads its totals here
 * in one index lookup instead of counting a category, so its cost does not grow with the catalogue.
 */
export const contentCounts = sqliteTable('content_counts', {
  key: text('key').primaryKey(),
  n: integer('n').notNull().default(0),
});

/* ---------- Newsletter (issue 18) ---------- */

/**
 * Newsletter subscribers, double opt-in: pending until the confirmation link is used. One row per
 * address (stored trimmed and lowercased). Only SHA-256 hashes of the tokens are stored; the
 * confirmation token expires, the unsubscribe token does not.
 */
export const newsletterSubscribers = sqliteTable(
  'newsletter_subscribers',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().unique(),
    /** en | nl: the language of the pages and emails the subscriber gets. */
    locale: text('locale').notNull().default('en'),
    /** pending | subscribed | unsubscribed */
    status: text('status').notNull().default('pending'),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: integer('confirm_expires_at', { mode: 'timestamp_ms' }),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    confirmedAt: integer('confirmed_at', { mode: 'timestamp_ms' }),
    unsubscribedAt: integer('unsubscribed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('newsletter_confirm_token_idx').on(t.confirmTokenHash),
    index('newsletter_unsubscribe_token_idx').on(t.unsubscribeTokenHash),
    index('newsletter_status_idx').on(t.status, t.createdAt),
  ],
);

/* ---------- Reviews ---------- */

/**
 * Visitor reviews of a restaurant, tour or event (issue 20). A review is `pending` until its writer
 * confirms it from the email (only a SHA-256 hash of the token is kept), then `confirmed` (waiting in
 * the admin's queue), then `approved` or `rejected`. Only approved reviews are ever shown or counted.
 * The place is a kind and an id; triggers (migration 0016) delete a place's reviews with the place.
 */
export const reviews = sqliteTable(
  'reviews',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** restaurant | tour | event */
    placeKind: text('place_kind').notNull(),
    placeId: integer('place_id').notNull(),
    /** pending | confirmed | approved | rejected */
    status: text('status').notNull().default('pending'),
    /** 1 to 5 stars. */
    rating: integer('rating').notNull(),
    /** The writer's first name and country as they typed them, shown with the review. */
    authorName: text('author_name').notNull(),
    country: text('country').notNull(),
    comment: text('comment').notNull(),
    /** The month of the visit, 'YYYY-MM'. */
    visitMonth: text('visit_month').notNull(),
    /** en | nl: the language the review is written in (shown on both language pages with a note). */
    locale: text('locale').notNull(),
    /** Trimmed and lowercased; never shown. One review per email and place: a confirmed later one replaces the earlier. */
    email: text('email').notNull(),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: integer('confirm_expires_at', { mode: 'timestamp_ms' }),
    confirmedAt: integer('confirmed_at', { mode: 'timestamp_ms' }),
    /** When an admin approved or rejected it, and who. */
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
    decidedBy: text('decided_by'),
    /** Why it was rejected; kept internal, never shown. */
    rejectReason: text('reject_reason'),
    /** A public reply shown under the review, from 'business' or 'guide'. */
    replyText: text('reply_text'),
    replyFrom: text('reply_from'),
    repliedAt: integer('replied_at', { mode: 'timestamp_ms' }),
    /** Demo content (the seed), so a real site (DEMO_CONTENT=0) never has it and it can be told apart. */
    isDemo: integer('is_demo', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reviews_place_idx').on(t.placeKind, t.placeId, t.status, t.createdAt),
    index('reviews_queue_idx').on(t.status, t.confirmedAt),
    index('reviews_confirm_token_idx').on(t.confirmTokenHash),
    index('reviews_email_idx').on(t.email, t.placeKind, t.placeId),
  ],
);

/**
 * Count and star sum of each place's approved reviews, kept by triggers on `reviews` (migration 0016)
 * in the same transaction as the change, so list pages can show and sort by the average cheaply.
 */
export const reviewStats = sqliteTable(
  'review_stats',
  {
    placeKind: text('place_kind').notNull(),
    placeId: integer('place_id').notNull(),
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.placeKind, t.placeId] })],
);

/* ---------- Deleted content (undo) ---------- */

/**
 * What an admin delete took away, kept for the 30-second undo (issue 21): every row of the item (the
 * content row, its translations, categories, open times and reviews) as SQLite returned them, so a
 * restore re-inserts them with the same ids and the triggers rebuild counts, search rows and review
 * stats. Rows older than the window are purged at the next delete or restore and at start.
 */
export const deletedContent = sqliteTable(
  'deleted_content',
  {
    /** restaurants | tours | events | news */
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    /** Table name -> its rows of this item, in insert order. */
    snapshot: text('snapshot', { mode: 'json' }).$type<Record<string, Record<string, unknown>[]>>().notNull(),
    deletedAt: integer('deleted_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId] }), index('deleted_content_deleted_idx').on(t.deletedAt)],
);
