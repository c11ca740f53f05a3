import { defineStrings } from '../define';

/** Strings of the contact area. */
export default defineStrings({}, {});
