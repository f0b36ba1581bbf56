/** The developer mailbox (embedded mode only). */
export const devPaths = {
  postfach: '/dev/postfach',
} as const;
