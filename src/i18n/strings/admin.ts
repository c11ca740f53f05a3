import { defineStrings } from '../define';

/** Strings of the admin area. */
export default defineStrings({}, {});
