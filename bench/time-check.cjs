// Preloaded (`node --require bench/time-check.cjs <docsnav bin> check ...`) by bench/cli-startup.ts:
// times the check inside the process whose wall time the bench measures, from the moment the
// compiled check command (dist-cli/check.cjs) is loaded to the process's exit, and writes the
// milliseconds to the file DOCSNAV_CHECK_TIME names. The bench subtracts it from the wall time,
// which leaves the start-up, with a load spike of a shared machine on both sides.
'use strict';
const Module = require('node:module');
const { writeFileSync } = require('node:fs');

const load = Module._load;
let loaded;
Module._load = function (request) {
  const m = load.apply(this, arguments);
  if (loaded === undefined && /(^|\/)check\.cjs$/.test(request)) loaded = performance.now();
  return m;
};
process.on('exit', () => writeFileSync(process.env.DOCSNAV_CHECK_TIME, String(performance.now() - loaded)));
