/** The public shapes of content, as the API returns them (spec section 3, camelCase). */

export interface Restaurant {
  id: number;
  name: string;
  description: string;
  cuisine: string;
  priceRange: string;
  rating: number;
  imageUrl: string;
  imageUrls: string[];
  location: string;
  phone: string | null;
  openingHours: Record<string, string>;
  isEditorsPick: boolean;
  createdAt: string;
}

export interface GuideEvent {
  id: number;
  name: string;
  description: string;
  category: string;
  /** ISO 8601 timestamp in UTC. */
  date: string;
  time: string;
  location: string;
  price: number;
  imageUrl: string | null;
  isFeatured: boolean;
  createdAt: string;
}

export interface NewsArticle {
  id: number;
  title: string;
  content: string;
  category: string;
  imageUrl: string;
  excerpt: string;
  /** ISO 8601 timestamp, or null when the article has no date ('Recently'). */
  publishedAt: string | null;
  isFeatured: boolean;
}

export interface Testimonial {
  id: number;
  name: string;
  country: string;
  review: string;
  rating: number;
  createdAt: string;
}

/** A page of a list: the items and the cursor of the next page, if any. */
export interface ListPage<T> {
  items: T[];
  nextCursor: number | null;
}
