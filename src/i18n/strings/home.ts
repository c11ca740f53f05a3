import { defineStrings } from '../define';

/** Strings of the home area. */
export default defineStrings({}, {});
