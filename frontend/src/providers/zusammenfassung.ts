/**
 * Query options for a list whose rows are summaries of their records (the order list, the producer
 * lists with their figures). react-admin copies every row of a list into the getOne cache of its
 * resource, keyed by resource, id and meta; a details page or form opened from the row would then
 * render the summary at once, before its own request answers: the order details crashed on the
 * missing site, and the producer form showed empty fields that a quick save would have written.
 * With this meta the rows are cached under another key, and details and forms wait for the whole
 * record. The simple-rest data provider does not send meta to the server.
 */
export const ZUSAMMENFASSUNG = { meta: { ansicht: 'zusammenfassung' } } as const;
