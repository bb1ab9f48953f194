/** Limits of conversations (kept apart from the zod schemas so screens can read them cheaply). */
export const MAX_GROUP_MEMBERS = 200;
export const MAX_MESSAGE_LENGTH = 4000;
export const MAX_TITLE_LENGTH = 120;
