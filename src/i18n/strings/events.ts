import { defineStrings } from '../define';

/** Strings of the events area. */
export default defineStrings({}, {});
