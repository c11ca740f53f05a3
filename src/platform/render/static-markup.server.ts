/**
 * Server-side HTML of a React component that never hydrates (the first page of list cards).
 * Astro's React renderer streams every component through web streams and text encoders, which
 * cost more than the cards themselves (the list page's CPU profile); a synchronous
 * renderToStaticMarkup gives the same HTML at a fraction of the cost.
 */
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export function renderStaticMarkup<P extends object>(component: FunctionComponent<P>, props: P): string {
  return renderToStaticMarkup(createElement(component, props));
}
