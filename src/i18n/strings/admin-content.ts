import { defineStrings } from '../define';

/** Strings of the admin-content area. */
export default defineStrings({}, {});
