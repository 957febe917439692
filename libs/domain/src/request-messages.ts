/** Who wrote a message of a request's thread. */
export const MESSAGE_AUTHOR_KINDS = ['guest', 'staff'] as const;
export type MessageAuthorKind = (typeof MESSAGE_AUTHOR_KINDS)[number];

/** The longest message a thread keeps (characters). */
export const MESSAGE_MAX_LENGTH = 2000;
