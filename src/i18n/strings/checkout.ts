import { defineStrings } from '../define';

/** Strings of the checkout area. */
export default defineStrings({}, {});
