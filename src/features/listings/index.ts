/** The public surface of this feature for other features (runs anywhere). */
export * from './checkout/browser-storage';
export * from './orders/strings';
export * from './plans/catalog';
export { default as ordersStrings } from './orders/strings';
export * from './checkout/plan-texts';
export * from './promises';
