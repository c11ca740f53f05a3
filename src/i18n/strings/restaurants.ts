import { defineStrings } from '../define';

/** Strings of the restaurants area. */
export default defineStrings({}, {});
