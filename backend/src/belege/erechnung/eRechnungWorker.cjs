'use strict';
/**
 * The entry of the e-invoice worker threads (eRechnungLeser.ts). Plain JavaScript because a worker
 * thread starts without the TypeScript loader of its parent when that is ts-jest (in-process, it
 * does not reach workers); under `tsx` the worker has it already and registering again is harmless.
 */
const { register } = require('tsx/cjs/api');

register();
const { erkenneERechnung } = require('./leseERechnung.ts');

/** The bytes arrive as a Uint8Array: the structured clone drops Buffer's prototype. */
exports.erkennen = ({ bytes, dateiname }) => erkenneERechnung(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), dateiname);
