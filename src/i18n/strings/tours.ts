import { defineStrings } from '../define';

/** Strings of the tours area. */
export default defineStrings({}, {});
