import pg from 'pg';

// bigint (int8) as JS number: counts and positions stay far below 2^53.
pg.types.setTypeParser(20, (v: string) => Number(v));
// Calendar dates travel as yyyy-MM-dd strings (DESIGN § 8), never as a Date at midnight UTC.
pg.types.setTypeParser(1082, (v: string) => v);
