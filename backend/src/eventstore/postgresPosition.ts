/**
 * Positions of the PostgreSQL adapter: "<transaction_id>:<global_position>", the pair readers
 * order by. Compared as bigints: transaction ids are xid8 (64-bit, never wrap).
 */
export const PG_START_POSITION = '0:0';

const FORMAT = /^(\d+):(\d+)$/;

export const formatPgPosition = (transactionId: string, globalPosition: number | string): string => `${transactionId}:${globalPosition}`;

export const parsePgPosition = (position: string | null): { transactionId: string; globalPosition: string } => {
  const match = FORMAT.exec(position ?? PG_START_POSITION);
  if (!match) throw new Error(`Ungültige Event-Store-Position ${String(position)}`);
  return { transactionId: match[1]!, globalPosition: match[2]! };
};

export const comparePgPositions = (a: string, b: string): number => {
  const pa = parsePgPosition(a);
  const pb = parsePgPosition(b);
  const tx = BigInt(pa.transactionId) - BigInt(pb.transactionId);
  const diff = tx !== 0n ? tx : BigInt(pa.globalPosition) - BigInt(pb.globalPosition);
  return diff === 0n ? 0 : diff < 0n ? -1 : 1;
};
