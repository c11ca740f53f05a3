import { defineStrings } from '../define';

/** Strings of the news area. */
export default defineStrings({}, {});
